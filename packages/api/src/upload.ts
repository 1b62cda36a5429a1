import type { BaseQueryApi } from '@reduxjs/toolkit/query/react';
import { API_BASE_URL, readEnvelope } from './base-api';
import type { SessionState } from './session';

/**
 * A multipart POST that reports how much of the body has been sent (fetch cannot), for RTK Query's
 * `queryFn`. The answer is read like every other call's: `{ data }` or `{ error: ApiError }`, and
 * a 403 ends the session.
 */
export function uploadWithProgress(
  url: string,
  body: FormData,
  api: BaseQueryApi,
  onProgress?: (fraction: number) => void,
): Promise<ReturnType<typeof readEnvelope>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE_URL}${url}`);
    const token = (api.getState() as { session?: SessionState }).session?.auth?.authorization;
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let answer: unknown = null;
      try {
        answer = JSON.parse(request.responseText);
      } catch {
        // Not the envelope: read below as a failure with the HTTP status.
      }
      resolve(readEnvelope(request.status, answer, api.dispatch));
    };
    request.onerror = () => resolve(readEnvelope(0, null, api.dispatch));
    request.onabort = request.onerror;
    api.signal.addEventListener('abort', () => request.abort());
    request.send(body);
  });
}
