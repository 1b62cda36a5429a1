import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthSession } from './answers/auth';

export interface SessionState {
  auth: AuthSession | null;
  /** Why the user was sent back to the sign-in page (expired session, missing permission, ...). */
  notice: string | null;
  /** The user logged out (rather than being sent to sign in): the sign-in page leads back nowhere. */
  loggedOut: boolean;
}

const initialState: SessionState = { auth: null, notice: null, loggedOut: false };

/** The session lives in the store, mirrored in sessionStorage (one tab, gone with the tab) by `session-storage.ts`. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<AuthSession>) {
      state.auth = action.payload;
      state.notice = null;
      state.loggedOut = false;
    },
    restored(state, action: PayloadAction<AuthSession>) {
      state.auth = action.payload;
      state.loggedOut = false;
    },
    signedOut(state, action: PayloadAction<{ notice?: string; loggedOut?: boolean } | undefined>) {
      state.auth = null;
      state.notice = action.payload?.notice ?? null;
      state.loggedOut = action.payload?.loggedOut ?? false;
    },
    noticeShown(state) {
      state.notice = null;
    },
    /** The server refused a call until a second factor is enrolled: the shell keeps the user on Settings. */
    secondFactorRequired(state) {
      if (!state.auth || state.auth.enrolSecondFactor) return;
      state.auth = { ...state.auth, enrolSecondFactor: true };
    },
    secondFactorEnrolled(state) {
      if (!state.auth?.enrolSecondFactor) return;
      const { enrolSecondFactor: _done, ...auth } = state.auth;
      state.auth = auth;
    },
  },
  selectors: {
    selectAuth: (state) => state.auth,
    selectNotice: (state) => state.notice,
    selectLoggedOut: (state) => state.loggedOut,
    selectFirstname: (state) => state.auth?.firstname ?? '',
  },
});

export const { signedIn, restored, signedOut, noticeShown, secondFactorRequired, secondFactorEnrolled } = sessionSlice.actions;
export const { selectAuth, selectNotice, selectLoggedOut, selectFirstname } = sessionSlice.selectors;

const EMPTY: number[] = [];
// Memoized: components select this on every store change and must get the same array back.
export const selectPermissionIds: (state: { session: SessionState }) => number[] = createSelector(
  [(state: { session: SessionState }) => state.session.auth],
  (auth) => auth?.rolePermissions.map((p) => p.permissionId) ?? EMPTY,
);
