import type { Dispatch } from '@reduxjs/toolkit';
import type { AuthSession } from './answers/auth';
import { baseApi } from './base-api';
import { restored, selectAuth, signedOut, type SessionState } from './session';
import { readStoredSession } from './session-storage';

/**
 * The tabs of one browser share one session over a BroadcastChannel (same origin only, never
 * stored outside the tab's own memory and sessionStorage): a new tab without a session asks, any
 * signed-in tab answers with its session; a logout in one tab signs every tab out. The server's
 * rules stay whole: the token is the same session, so its idle and absolute expiry, its revocation
 * and the second-factor hold apply to every tab alike. docs/security.md, "Sessions across tabs".
 */
export const SESSION_CHANNEL = 'console.session';

/** How long a new tab waits for another tab's answer before it shows the sign-in page. */
export const ASK_WAIT_MS = 500;

export const SIGNED_OUT_ELSEWHERE = 'You signed out in another tab.';

type TabMessage =
  | { kind: 'ask' }
  | { kind: 'session'; auth: AuthSession }
  /** `notice` null: the user logged out (every tab signs out); else the server ended `token`'s session. */
  | { kind: 'signed-out'; token: string; notice: string | null };

interface SessionStore {
  getState(): { session: SessionState };
  dispatch: Dispatch;
  subscribe(listener: () => void): () => void;
}

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL);
}

function isAuth(value: unknown): value is AuthSession {
  const auth = value as AuthSession | null;
  return typeof auth?.authorization === 'string' && Array.isArray(auth.rolePermissions);
}

function readMessage(data: unknown): TabMessage | null {
  const message = data as TabMessage | null;
  if (message?.kind === 'ask') return message;
  if (message?.kind === 'session' && isAuth(message.auth)) return message;
  if (message?.kind === 'signed-out' && typeof message.token === 'string' && (message.notice === null || typeof message.notice === 'string')) {
    return message;
  }
  return null;
}

/** Asks the other tabs for their session: the first answer, or null when none came within `waitMs`. */
export function askOtherTabs(waitMs = ASK_WAIT_MS): Promise<AuthSession | null> {
  const channel = openChannel();
  if (!channel) return Promise.resolve(null);
  return new Promise((resolve) => {
    const finish = (auth: AuthSession | null) => {
      clearTimeout(timer);
      channel.close();
      resolve(auth);
    };
    const timer = setTimeout(() => finish(null), waitMs);
    channel.onmessage = ({ data }: MessageEvent) => {
      const message = readMessage(data);
      if (message?.kind === 'session') finish(message.auth);
    };
    channel.postMessage({ kind: 'ask' } satisfies TabMessage);
  });
}

/**
 * For a tab that starts without a session of its own (none in the store, none in its
 * sessionStorage): takes the session of another open tab, if one answers. True when it did.
 */
export async function joinOtherTabsSession(store: SessionStore, waitMs = ASK_WAIT_MS): Promise<boolean> {
  if (selectAuth(store.getState()) || readStoredSession()) return false;
  const auth = await askOtherTabs(waitMs);
  // The user may have signed in here meanwhile; that session stays.
  if (!auth || selectAuth(store.getState())) return false;
  store.dispatch(restored(auth));
  return true;
}

/**
 * Keeps this tab in step with the others for as long as the page lives. It answers a tab that asks
 * with its session. It passes on its own changes of the session: a logout (the header's) signs out
 * every tab; a session the server ended (a 403, with the server's
 * notice) ends in the tabs holding the same token; a second-factor hold that starts or ends reaches
 * the tabs of the same session. Returns the function that stops it.
 */
export function shareSessionBetweenTabs(store: SessionStore): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  let known = selectAuth(store.getState());
  // What another tab told this one is not told back.
  let applying = false;
  const apply = (action: Parameters<Dispatch>[0]) => {
    applying = true;
    try {
      store.dispatch(action);
    } finally {
      applying = false;
    }
  };

  channel.onmessage = ({ data }: MessageEvent) => {
    const message = readMessage(data);
    const auth = selectAuth(store.getState());
    if (!message || !auth) return;
    const sameSession = message.kind !== 'ask' && (message.kind === 'session' ? message.auth.authorization : message.token) === auth.authorization;
    if (message.kind === 'ask') channel.postMessage({ kind: 'session', auth } satisfies TabMessage);
    else if (message.kind === 'session' && sameSession) apply(restored(message.auth));
    else if (message.kind === 'signed-out' && (message.notice === null || sameSession)) {
      apply(signedOut({ notice: message.notice ?? SIGNED_OUT_ELSEWHERE }));
      // Nothing fetched for this user may be shown to the next one.
      apply(baseApi.util.resetApiState());
    }
  };

  const unsubscribe = store.subscribe(() => {
    const { auth, notice, loggedOut } = store.getState().session;
    const before = known;
    known = auth;
    if (applying || auth === before || !before) return;
    if (!auth)
      channel.postMessage({ kind: 'signed-out', token: before.authorization, notice: loggedOut ? null : (notice ?? '') } satisfies TabMessage);
    else if (auth.authorization === before.authorization && Boolean(auth.enrolSecondFactor) !== Boolean(before.enrolSecondFactor)) {
      channel.postMessage({ kind: 'session', auth } satisfies TabMessage);
    }
  });
  return () => {
    unsubscribe();
    channel.close();
  };
}
