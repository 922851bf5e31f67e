import {
  type LibraryPhoto,
  PHOTO_FILE_NAME_HEADER,
  PHOTO_UPLOAD_PATH,
  libraryPhotoSchema,
} from '@lakehouse/contracts';

/** The server's readable refusal (its JSON `message`), else a sentence about the status. */
function refusalOf(xhr: XMLHttpRequest): string {
  try {
    const { message } = JSON.parse(xhr.responseText) as { message?: unknown };
    if (typeof message === 'string' && message) return message;
  } catch {
    // Not JSON: a proxy's page.
  }
  return `The upload failed (${xhr.status}${xhr.statusText ? ` ${xhr.statusText}` : ''}). Please try again.`;
}

/**
 * Sends one file's bytes to POST /api/photos, reporting how much has been sent (0 to 1): XMLHttpRequest, because
 * fetch has no upload progress. Resolves with the stored photo; rejects with the message the host should read.
 */
export function uploadPhoto(file: File, onProgress: (sent: number) => void): Promise<LibraryPhoto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', PHOTO_UPLOAD_PATH);
    xhr.withCredentials = true;
    // The server reads the image itself; the browser's guess of the type is not sent.
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader(PHOTO_FILE_NAME_HEADER, encodeURIComponent(file.name));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = libraryPhotoSchema.safeParse(JSON.parse(xhr.responseText));
        if (parsed.success) resolve(parsed.data);
        else reject(new Error('The server answered in a way this page does not understand. Please reload it.'));
      } else reject(new Error(refusalOf(xhr)));
    };
    xhr.onerror = () => reject(new Error('The upload was cut off. Check the connection and try again.'));
    xhr.send(file);
  });
}
