import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { permissionsRefreshed, restored, secondFactorEnrolled, secondFactorRequired, selectAuth, signedIn, signedOut } from './session';
import type { AuthSession } from './answers/auth';

const STORAGE_KEY = 'console.session';

function storage(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

export function readStoredSession(): AuthSession | null {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as AuthSession;
    return typeof parsed?.authorization === 'string' && Array.isArray(parsed.rolePermissions) ? parsed : null;
  } catch {
    return null;
  }
}

/** Writes (or with null, clears) the stored session; the listener below calls it, and so do tests that sign in. */
export function writeStoredSession(auth: AuthSession | null): void {
  try {
    if (auth) storage()?.setItem(STORAGE_KEY, JSON.stringify(auth));
    else storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode); the in-memory session still works for this page.
  }
}

/**
 * Keeps sessionStorage in step with the store: reducers stay pure (Redux style guide), and this side
 * effect runs once per change of the signed-in session, after the reducers.
 */
export const sessionStorageListener = createListenerMiddleware();
sessionStorageListener.startListening({ actionCreator: signedIn, effect: ({ payload }) => writeStoredSession(payload) });
sessionStorageListener.startListening({ actionCreator: signedOut, effect: () => writeStoredSession(null) });
// restored: a session taken from another tab is this tab's from now on, and survives its reload.
sessionStorageListener.startListening({
  matcher: isAnyOf(restored, secondFactorRequired, secondFactorEnrolled, permissionsRefreshed),
  effect: (_action, api) => writeStoredSession(selectAuth(api.getState() as Parameters<typeof selectAuth>[0])),
});
