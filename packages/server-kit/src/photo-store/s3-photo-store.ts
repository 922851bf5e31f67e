import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { type PhotoStore, type StoredPhotoFile, photoContentType } from './photo-store.js';

export interface S3PhotoStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, Ceph, R2, a test's local server); unset: AWS. */
  endpoint: string | undefined;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

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
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    // One PUT is atomic in S3: the object appears whole or not at all.
    await this.client.send(
      new PutObjectCommand({ Bucket: this.options.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<StoredPhotoFile | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      if (!object.Body) return undefined;
      return {
        body: Buffer.from(await object.Body.transformToByteArray()),
        contentType: object.ContentType ?? photoContentType(key),
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.options.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  }

  /** Closes the client's connections (a process that stops, a test that ends). */
  close(): void {
    this.client.destroy();
  }
}
