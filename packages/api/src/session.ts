import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthSession } from './types';

const STORAGE_KEY = 'console.session';

export interface SessionState {
  auth: AuthSession | null;
  /** Why the user was sent back to the sign-in page (expired session, missing permission, ...). */
  notice: string | null;
}

const initialState: SessionState = { auth: null, notice: null };

/** The session lives in sessionStorage (one tab, gone with the tab) and is mirrored in the store. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<AuthSession>) {
      state.auth = action.payload;
      state.notice = null;
      writeStoredSession(action.payload);
    },
    restored(state, action: PayloadAction<AuthSession>) {
      state.auth = action.payload;
    },
    signedOut(state, action: PayloadAction<{ notice?: string } | undefined>) {
      state.auth = null;
      state.notice = action.payload?.notice ?? null;
      writeStoredSession(null);
    },
    noticeShown(state) {
      state.notice = null;
    },
    /** The server refused a call until a second factor is enrolled: the shell keeps the user on Settings. */
    secondFactorRequired(state) {
      if (!state.auth || state.auth.enrolSecondFactor) return;
      state.auth = { ...state.auth, enrolSecondFactor: true };
      writeStoredSession(state.auth);
    },
    secondFactorEnrolled(state) {
      if (!state.auth?.enrolSecondFactor) return;
      const { enrolSecondFactor: _done, ...auth } = state.auth;
      state.auth = auth;
      writeStoredSession(auth);
    },
  },
  selectors: {
    selectAuth: (state) => state.auth,
    selectNotice: (state) => state.notice,
    selectFirstname: (state) => state.auth?.firstname ?? '',
  },
});

export const { signedIn, restored, signedOut, noticeShown, secondFactorRequired, secondFactorEnrolled } = sessionSlice.actions;
export const { selectAuth, selectNotice, selectFirstname } = sessionSlice.selectors;

const EMPTY: number[] = [];
// Memoized: components select this on every store change and must get the same array back.
export const selectPermissionIds: (state: { session: SessionState }) => number[] = createSelector(
  [(state: { session: SessionState }) => state.session.auth],
  (auth) => auth?.rolePermissions.map((p) => p.permissionId) ?? EMPTY,
);

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

/** Writes (or with null, clears) the stored session; the reducers call it, and so do tests that sign in. */
export function writeStoredSession(auth: AuthSession | null): void {
  try {
    if (auth) storage()?.setItem(STORAGE_KEY, JSON.stringify(auth));
    else storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode); the in-memory session still works for this page.
  }
}
