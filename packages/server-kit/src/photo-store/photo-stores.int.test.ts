import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type LocalS3Server, startLocalS3Server } from '../testing/local-s3-server.js';
import { LocalFolderPhotoStore } from './local-folder-photo-store.js';
import { type PhotoStore, photoKeyOf } from './photo-store.js';
import { S3PhotoStore } from './s3-photo-store.js';

/** The port's behaviour, which each adapter must have. */
function behavesAsAPhotoStore(name: string, open: () => Promise<{ store: PhotoStore; close: () => Promise<void> }>) {
  describe(name, () => {
    let store: PhotoStore;
    let close: () => Promise<void>;
    beforeAll(async () => ({ store, close } = await open()));
    afterAll(() => close());

    it('keeps a file under its key and gives it back with its type', async () => {
      const bytes = Buffer.from('not really a webp, but bytes are bytes');
      await store.put('photos/variants/u/abc-480.webp', bytes, 'image/webp');
      const file = await store.get('photos/variants/u/abc-480.webp');
      expect(file?.body.equals(bytes)).toBe(true);
      expect(file?.contentType).toBe('image/webp');
      expect(await store.has('photos/variants/u/abc-480.webp')).toBe(true);
    });

    it('answers undefined and false for a key without a file', async () => {
      expect(await store.get('photos/none.jpg')).toBeUndefined();
      expect(await store.has('photos/none.jpg')).toBe(false);
    });

    it('replaces a file whole, and deletes files (keys without one are skipped)', async () => {
      await store.put('photos/u/one.jpg', Buffer.from('first'), 'image/jpeg');
      await store.put('photos/u/one.jpg', Buffer.from('second'), 'image/jpeg');
      expect((await store.get('photos/u/one.jpg'))?.body.toString()).toBe('second');
      await store.put('photos/u/two.jpg', Buffer.from('two'), 'image/jpeg');
      await store.delete(['photos/u/one.jpg', 'photos/u/two.jpg', 'photos/u/never.jpg']);
      expect(await store.has('photos/u/one.jpg')).toBe(false);
      expect(await store.has('photos/u/two.jpg')).toBe(false);
    });
  });
}

behavesAsAPhotoStore('the local folder adapter', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'lakehouse-photo-store-'));
  return { store: new LocalFolderPhotoStore(dir), close: () => rm(dir, { recursive: true, force: true }) };
});

behavesAsAPhotoStore('the S3 adapter, against a local S3-compatible server', async () => {
  const s3: LocalS3Server = await startLocalS3Server();
  const store = new S3PhotoStore({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    credentials: s3.credentials,
    timeoutMs: 10_000,
  });
  return {
    store,
    close: async () => {
      store.close();
      await s3.close();
    },
  };
});

describe('photoKeyOf', () => {
  it('maps a photo address to its key and refuses anything that could leave the photos', () => {
    expect(photoKeyOf('/photos/u/ab12.jpg')).toBe('photos/u/ab12.jpg');
    for (const bad of [
      '/photos/../secrets.json',
      '/photos//x.jpg',
      '/photos/.hidden/x.jpg',
      '/other/x.jpg',
      '/photos/a\\b.jpg',
    ])
      expect(photoKeyOf(bad)).toBeUndefined();
  });

  it('refuses to read outside the local folder even when handed a bad key', async () => {
    const store = new LocalFolderPhotoStore(path.join(tmpdir(), 'lakehouse-none'));
    await expect(store.get('../../etc/passwd')).rejects.toThrow('is not a photo store key');
  });
});
