import { useState } from 'react';

/** A fresh key: a UUID where the browser makes them (secure contexts), else 128 random bits in hex. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The idempotency key of one user action: made when its form mounts (a dialog opened) and sent with
 * every try of it, so a double click or a resend is answered with the first result instead of
 * charging again (docs/money.md). Opening the dialog again is a new action, with a new key.
 */
export function useIdempotencyKey(): string {
  const [key] = useState(newKey);
  return key;
}
