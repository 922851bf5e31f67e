const MAX_FILE_NAME = 200;

/**
 * The name the host's file had, as sent URI-encoded in X-File-Name: only ever shown back (the photo's address is
 * its content hash), so any name works, spaces and accents included. Folders, control characters and an
 * undecodable header are dropped; no name reads 'photo'.
 */
export function uploadFileName(header: string | string[] | undefined): string {
  const raw = typeof header === 'string' ? header : '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    decoded = raw;
  }
  const name = (decoded.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, MAX_FILE_NAME);
  return name || 'photo';
}
