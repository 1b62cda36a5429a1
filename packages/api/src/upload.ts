import type { BaseQueryApi } from '@reduxjs/toolkit/query/react';
import { API_BASE_URL, readEnvelope } from './base-api';
import { NDJSON } from './schemas/employee-import';
import type { SessionState } from './session';

/** Calls `onLine` with each complete line of `text` after `from`; answers where the unread rest starts. */
function readLines(text: string, from: number, onLine: (line: unknown) => void): number {
  let start = from;
  for (let end = text.indexOf('\n', start); end !== -1; end = text.indexOf('\n', start)) {
    const line = text.slice(start, end).trim();
    if (line) onLine(JSON.parse(line));
    start = end + 1;
  }
  return start;
}

/**
 * A multipart POST that reports how much of the body has been sent (fetch cannot), for RTK Query's
 * `queryFn`. The answer is read like every other call's: `{ data }` or `{ error: ApiError }`, and
 * a 403 is handled as `readEnvelope` handles it. With `onLine`, it asks for the streamed answer (NDJSON): each line is
 * handed over as it arrives, and the last one is the envelope.
 */
export function uploadWithProgress(
  url: string,
  body: FormData,
  api: BaseQueryApi,
  onProgress?: (fraction: number) => void,
  onLine?: (line: unknown) => void,
): Promise<ReturnType<typeof readEnvelope>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE_URL}${url}`);
    const token = (api.getState() as { session?: SessionState }).session?.auth?.authorization;
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    if (onLine) request.setRequestHeader('Accept', NDJSON);
    let read = 0;
    let last: unknown = null;
    const keep = (line: unknown) => {
      last = line;
      onLine?.(line);
    };
    const streamed = () => onLine !== undefined && (request.getResponseHeader('content-type') ?? '').startsWith(NDJSON);
    request.onprogress = () => {
      if (streamed()) read = readLines(request.responseText, read, keep);
    };
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let answer: unknown = null;
      try {
        if (streamed()) {
          readLines(`${request.responseText}\n`, read, keep);
          answer = last;
        } else answer = JSON.parse(request.responseText);
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
