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
