/**
 * The text to show for a failed call: the server's message of an ApiError (what the envelope
 * base query rejects with), or a generic one; undefined when there is no error.
 */
export function errorMessage(error: unknown): string | undefined {
  if (error === undefined || error === null) return undefined;
  return typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message
    ? error.message
    : 'Something went wrong. Please try again.';
}

const statusOf = (error: unknown) => (error && typeof error === 'object' && 'status' in error ? error.status : undefined);

/**
 * The record asked for does not exist: the server answered 404, or refused the id itself (an
 * address edited by hand carries an id of the wrong shape, which the read call answers with a 400
 * on `id` alone). Either way the person followed a link to nothing.
 */
export function isNotFound(error: unknown): boolean {
  const status = statusOf(error);
  if (status === 404) return true;
  if (status !== 400 || !error || typeof error !== 'object' || !('errors' in error) || !error.errors || typeof error.errors !== 'object')
    return false;
  const fields = Object.keys(error.errors);
  return fields.length === 1 && fields[0] === 'id';
}
