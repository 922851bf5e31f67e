import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The part of s3rver's API used here (it ships no types). */
interface S3rverServer {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverServer;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

export interface LocalS3Server {
  /** For S3_ENDPOINT: the SDK's base URL pointed at this server. */
  endpoint: string;
  bucket: string;
  /** s3rver takes any key pair; the SDK wants one to sign with. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver) with one empty bucket, its files in a temporary folder, on a free port. */
export async function startLocalS3Server(bucket = 'lakehouse-photos'): Promise<LocalS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'lakehouse-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
