import { type LibraryPhoto, PHOTO_VARIANT_COUNT, photoUploadMessages } from '@lakehouse/contracts';

/** One file the host chose, from the choice to its photo's last variant, or its refusal. */
export interface UploadRow {
  key: string;
  fileName: string;
  size: number;
  /** waiting: queued behind other uploads; sending: its bytes are on the way; sizing: the job makes its variants. */
  state: 'waiting' | 'sending' | 'sizing' | 'ready' | 'refused';
  /** How much is sent (0 to 1) while sending. */
  sent: number;
  /** The stored photo, once the server has it. */
  photo?: LibraryPhoto;
  /** Why the file was refused, as the host reads it. */
  message?: string;
}

/** The row's state as the variants job reports it. */
export function rowWithPhoto(row: UploadRow, photo: LibraryPhoto): UploadRow {
  return { ...row, photo, state: photo.variantsReady >= PHOTO_VARIANT_COUNT ? 'ready' : 'sizing' };
}

/** react-dropzone's error codes, as the host's message: the same words the server would answer. */
export function refusalMessage(codes: readonly string[], size: number): string {
  if (codes.includes('file-too-large')) return photoUploadMessages.tooLarge(size);
  return photoUploadMessages.notAnImage;
}

/** What the row says under its name. */
export function rowStatus(row: UploadRow): string {
  switch (row.state) {
    case 'waiting':
      return 'Waiting to upload';
    case 'sending':
      return `Uploading: ${Math.round(row.sent * 100)}%`;
    case 'sizing':
      return `Making the sizes for the site: ${row.photo?.variantsReady ?? 0} of ${PHOTO_VARIANT_COUNT}`;
    case 'ready':
      return 'Ready: add it to the curated photos below';
    case 'refused':
      return row.message ?? photoUploadMessages.notAnImage;
  }
}

/** The bar's value (0 to 100): the bytes sent, then the variants made; none for a refused file. */
export function rowProgress(row: UploadRow): number | undefined {
  if (row.state === 'refused') return undefined;
  if (row.state === 'waiting') return 0;
  if (row.state === 'sending') return row.sent * 100;
  return ((row.photo?.variantsReady ?? 0) / PHOTO_VARIANT_COUNT) * 100;
}
