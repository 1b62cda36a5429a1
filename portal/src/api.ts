// The portal's calls (packages/api portal-calls.ts): plain fetch, no client library, so the page stays
// small. Types only come from the contract; nothing of it reaches the bundle.
import type { PortalHome, PortalPapers, PortalPlans, Receipt } from '@console/api/contract';

export type { PortalHome, PortalPapers, PortalPlans, Receipt };

const TOKEN_KEY = 'portal-token';

export const storedToken = (): string | null => localStorage.getItem(TOKEN_KEY);
export const storeToken = (token: string | null): void => (token ? localStorage.setItem(TOKEN_KEY, token) : localStorage.removeItem(TOKEN_KEY));

/** A refused call: the server's message, and its field errors on a 400. */
export class PortalError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** A failure in the words the page shows: the server's message, or a generic one. */
export const messageOf = (failure: unknown): string => (failure instanceof PortalError ? failure.message : 'Something went wrong. Try again.');

/** Called when the session has ended (403): the app shows the sign-in page. */
let onSignedOut: () => void = () => undefined;
export const whenSignedOut = (listener: () => void): void => {
  onSignedOut = listener;
};

async function send<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const token = storedToken();
  const query = method === 'GET' && body ? `?${new URLSearchParams(body as Record<string, string>)}` : '';
  let response: Response;
  try {
    response = await fetch(`/api/portal/${path}${query}`, {
      method,
      headers: { ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
    });
  } catch {
    throw new PortalError(0, 'No connection. Check your network and try again.');
  }
  const envelope = (await response.json().catch(() => null)) as { message?: string; data?: unknown } | null;
  if (response.ok) return envelope?.data as T;
  if (response.status === 403 && path !== 'sign-in') {
    storeToken(null);
    onSignedOut();
  }
  const errors = (envelope?.data as { errors?: Record<string, string> } | null)?.errors;
  throw new PortalError(response.status, envelope?.message ?? 'Something went wrong. Try again.', errors);
}

/** A key for one money-moving action, made once per action (the server answers a resend with the first answer). */
export function actionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const portalApi = {
  signIn: (username: string, password: string) => send<{ token: string; name: string }>('POST', 'sign-in', { username, password }),
  signOut: () => send<null>('POST', 'sign-out'),
  home: () => send<PortalHome>('GET', 'home'),
  plans: () => send<PortalPlans>('GET', 'plans'),
  papers: () => send<PortalPapers>('GET', 'papers'),
  receipt: (number: string) => send<Receipt>('GET', 'receipt', { number }),
  recharge: (pin: string) => send<{ plan: string; start: number; end: number }>('POST', 'recharge', { pin }),
  buy: (planId: string, idempotencyKey: string) =>
    send<{ plan: string; start: number; end: number; receipt: string | null }>('POST', 'buy', { planId, idempotencyKey }),
  disconnect: (id: number) => send<{ disconnected: boolean }>('POST', 'disconnect', { id }),
  password: (current: string, password: string) => send<null>('POST', 'password', { current, password }),
  notices: (optedOut: boolean) => send<null>('POST', 'notices', { optedOut }),
};
