/** A stored file: its bytes and what they are. */
export interface StoredPhotoFile {
  body: Buffer;
  contentType: string;
}

/**
 * Where the photos (their upright, metadata-free originals and their WebP variants) are kept: one port, so any
 * number of API and worker processes share the same files, whichever adapter holds them. A key is the file's
 * address on the site without the leading slash (`photos/u/ab12….jpg`, `photos/variants/u/ab12…-480.webp`).
 */
export interface PhotoStore {
  /** Said once in the start-up log: which adapter, and where. */
  readonly description: string;
  /** Writes the whole file or nothing: a reader never sees half of it. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when there is none under the key. */
  get(key: string): Promise<StoredPhotoFile | undefined>;
  has(key: string): Promise<boolean>;
  /** Removes the files; keys without a file are skipped. */
  delete(keys: readonly string[]): Promise<void>;
  /** Lets go of connections when the process stops. */
  close?(): void;
}

export const PHOTO_STORE = Symbol('PHOTO_STORE');

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
};

/** The content type a photo key's extension names. */
export function photoContentType(key: string): string {
  return contentTypes[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The store key of a site address (`/photos/den.jpg` → `photos/den.jpg`), or undefined for anything that is not a
 * plain path under /photos/ (a `..`, an empty or hidden segment, a backslash or a NUL).
 */
export function photoKeyOf(urlPath: string): string | undefined {
  if (!urlPath.startsWith('/photos/')) return undefined;
  const key = urlPath.slice(1);
  const segments = key.split('/');
  if (segments.some((segment) => segment === '' || segment.startsWith('.')) || /[\\\0]/.test(key)) return undefined;
  return key;
}
