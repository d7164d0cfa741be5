import { PHOTO_FIELD, photosEndpoints, UPLOAD_KEY_HEADER, type UploadPhotoReply } from '@lien/contract';
import { photoMessages } from '@lien/contract/texts';
import { ApiError, csrfTokenForUnsafeCall, NetworkError, sessionRefused } from '../../api/client';
import { readSession } from '../../session/storage';

/** The upload never reached the server or its answer was lost; the text is PRODUCT §8's. */
export class UploadNetworkError extends NetworkError {
  constructor(cause?: unknown) {
    super(cause);
    this.message = photoMessages.uploadNetwork;
    this.name = 'UploadNetworkError';
  }
}

/** Percent of the file's bytes sent so far, 0 to 100. */
export type UploadProgress = (percent: number) => void;

function serverError(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
      ? body.error
      : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/upload_photo through XMLHttpRequest: fetch reports no upload progress, and the
 * progress bar must follow the bytes really sent. Same headers and failures as `request`. The
 * `uploadKey` (one per photo chosen, the same on a retry) lets the server answer a retry whose first
 * try was stored after all with that photo, instead of making a second one.
 */
export async function uploadPhoto(
  blob: Blob,
  onProgress: UploadProgress,
  signal?: AbortSignal,
  uploadKey?: string,
) {
  // The member's token as the photo is chosen, as `request` does: never sent as the next member.
  const token = readSession()?.token;
  const csrf = await csrfTokenForUnsafeCall();
  if (!csrf) throw new Error(photoMessages.securityError);
  if (!token) throw new Error(photoMessages.missingToken);

  return new Promise<UploadPhotoReply>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(photosEndpoints.upload.method, photosEndpoints.upload.path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('x-csrf-token', csrf);
    xhr.setRequestHeader('authorization', `Bearer ${token}`);
    if (uploadKey) xhr.setRequestHeader(UPLOAD_KEY_HEADER, uploadKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        if (xhr.status === 401) sessionRefused(token);
        reject(new ApiError(xhr.status, serverError(xhr.responseText)));
        return;
      }
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch (error) {
        reject(new UploadNetworkError(error));
        return;
      }
      const parsed = photosEndpoints.upload.reply.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new UploadNetworkError(parsed.error));
    };
    xhr.onerror = () => reject(new UploadNetworkError());
    xhr.ontimeout = () => reject(new UploadNetworkError());
    xhr.onabort = () => reject(new DOMException('Envoi annulé', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append(PHOTO_FIELD, blob, 'photo.jpg');
    xhr.send(form);
  });
}

/** The French text for a failed upload: the server's refusal, else the product brief's messages. */
export function uploadErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? photoMessages.uploadFailed;
  if (error instanceof NetworkError) return photoMessages.uploadNetwork;
  if (
    error instanceof Error &&
    (error.message === photoMessages.securityError || error.message === photoMessages.missingToken)
  ) {
    return error.message;
  }
  return photoMessages.uploadFailed;
}

/** True for the rejection of an upload the member cancelled: nothing to report. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
