/** A failure the client should see: its status and message go into the envelope as they are. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiError(404, `${what} not found.`);
/** The first record a load by id answers, or the 404 naming what was asked for. */
export async function firstOr404<T>(loaded: Promise<readonly T[]>, what: string): Promise<T> {
  const [found] = await loaded;
  if (!found) throw notFound(what);
  return found;
}
/**
 * 409. With `field`, the answer carries the message on that field too (`data.errors`, as a 400
 * does), so a form shows a value already taken under the field that holds it (issue 31).
 */
export const conflict = (message: string, field?: string) => new ApiError(409, message, field ? { errors: { [field]: message } } : null);
export const forbidden = (message = 'You do not have permission to do that.') => new ApiError(403, message);
export const validationFailure = (errors: Record<string, string>) => new ApiError(400, 'Validation Failure', { errors });
/** 429 for work of which too many run at once (exports, imports), with the Retry-After to wait. */
export const tooManyRunning = (what: string, retryAfter: number) =>
  new ApiError(429, `Too many ${what} are running. Try again in ${retryAfter} seconds.`, { retryAfter }, { 'retry-after': String(retryAfter) });
