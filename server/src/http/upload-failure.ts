import { ApiError } from './api-error';

// @fastify/busboy's words for a body that stops before its closing boundary: the error has no code.
const ENDED_EARLY = 'Unexpected end of multipart data';

/**
 * What a failure while a multipart body is read tells the client: a file past its limit is
 * `tooLarge` (413), a body that ends before the whole file arrived 400 (it was a 500); anything
 * else is left as it is.
 */
export function uploadFailure(error: unknown, tooLarge: () => ApiError): unknown {
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (message === ENDED_EARLY || code === 'FST_MP_PREMATURE_CLOSE')
    return new ApiError(400, 'The upload ended before the whole file arrived. Send it again.');
  return error;
}
