import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { PhotoStoreUnavailableError } from './photo-store-unavailable.js';
import { type PhotoStore, type StoredPhotoFile, photoContentType } from './photo-store.js';

export interface S3PhotoStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, Ceph, R2, a test's local server); unset: AWS. */
  endpoint: string | undefined;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** The longest one call may take, retries included. */
  timeoutMs: number;
}

/** A connection the bucket does not accept within this long is a failed try (a dead host, a dropped packet). */
const CONNECT_TIMEOUT_MS = 3000;

/** S3's DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1000;

const isMissing = (error: unknown) => error instanceof NoSuchKey || error instanceof NotFound;

/** The full stack's store: an S3-compatible bucket every API and worker replica reaches, kept by its own backups. */
export class S3PhotoStore implements PhotoStore {
  readonly description: string;
  private readonly client: S3Client;

  constructor(private readonly options: S3PhotoStoreOptions) {
    this.description = `the bucket ${options.bucket}${options.endpoint ? ` at ${options.endpoint}` : ''}`;
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // Each try gives up on a silent bucket; `send` below bounds all tries together.
      requestHandler: {
        connectionTimeout: Math.min(CONNECT_TIMEOUT_MS, options.timeoutMs),
        requestTimeout: options.timeoutMs,
      },
    });
  }

  /**
   * One call, within the configured time, retries included. A missing object stays the SDK's error (the callers
   * read it); anything else (refused, hung, a 5xx) is the photo store being unavailable, said as such.
   */
  private async call<T>(work: (abortSignal: AbortSignal) => Promise<T>): Promise<T> {
    try {
      return await work(AbortSignal.timeout(this.options.timeoutMs));
    } catch (error) {
      if (isMissing(error)) throw error;
      throw new PhotoStoreUnavailableError(this.description, this.options.timeoutMs, error);
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    // One PUT is atomic in S3: the object appears whole or not at all.
    await this.call((abortSignal) =>
      this.client.send(
        new PutObjectCommand({ Bucket: this.options.bucket, Key: key, Body: body, ContentType: contentType }),
        { abortSignal },
      ),
    );
  }

  async get(key: string): Promise<StoredPhotoFile | undefined> {
    try {
      // The body is read inside the time limit too: a bucket that stalls mid-answer is as unavailable as a silent one.
      return await this.call(async (abortSignal) => {
        const object = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }), {
          abortSignal,
        });
        if (!object.Body) return undefined;
        return {
          body: Buffer.from(await object.Body.transformToByteArray()),
          contentType: object.ContentType ?? photoContentType(key),
        };
      });
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    try {
      await this.call((abortSignal) =>
        this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }), { abortSignal }),
      );
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      await this.call((abortSignal) =>
        this.client.send(
          new DeleteObjectsCommand({
            Bucket: this.options.bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
          { abortSignal },
        ),
      );
    }
  }

  /** Closes the client's connections (a process that stops, a test that ends). */
  close(): void {
    this.client.destroy();
  }
}
