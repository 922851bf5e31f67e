import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type PhotoStore, type StoredPhotoFile, photoContentType } from './photo-store.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The embedded default: the files in a folder on this machine (under DATA_DIR), for one server or a shared disk. */
export class LocalFolderPhotoStore implements PhotoStore {
  readonly description: string;

  constructor(private readonly root: string) {
    this.description = `the folder ${root}`;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside its place and renamed into it: a reader sees the old file or the new one, never half.
    const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, body);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredPhotoFile | undefined> {
    try {
      return { body: await readFile(this.fileOf(key)), contentType: photoContentType(key) };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    try {
      return (await stat(this.fileOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.fileOf(key), { force: true })));
  }

  private fileOf(key: string): string {
    const file = path.resolve(this.root, ...key.split('/'));
    if (!file.startsWith(`${path.resolve(this.root)}${path.sep}`)) throw new Error(`${key} is not a photo store key`);
    return file;
  }
}
