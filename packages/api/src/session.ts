import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthSession } from './answers/auth';

export interface SessionState {
  auth: AuthSession | null;
  /** Why the user was sent back to the sign-in page (expired session, missing permission, ...). */
  notice: string | null;
}

const initialState: SessionState = { auth: null, notice: null };

/** The session lives in the store, mirrored in sessionStorage (one tab, gone with the tab) by `session-storage.ts`. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<AuthSession>) {
      state.auth = action.payload;
      state.notice = null;
    },
    restored(state, action: PayloadAction<AuthSession>) {
      state.auth = action.payload;
    },
    signedOut(state, action: PayloadAction<{ notice?: string } | undefined>) {
      state.auth = null;
      state.notice = action.payload?.notice ?? null;
    },
    noticeShown(state) {
      state.notice = null;
    },
  },
  selectors: {
    selectAuth: (state) => state.auth,
    selectNotice: (state) => state.notice,
    selectFirstname: (state) => state.auth?.firstname ?? '',
  },
});

export const { signedIn, restored, signedOut, noticeShown } = sessionSlice.actions;
export const { selectAuth, selectNotice, selectFirstname } = sessionSlice.selectors;

const EMPTY: number[] = [];
// Memoized: components select this on every store change and must get the same array back.
export const selectPermissionIds: (state: { session: SessionState }) => number[] = createSelector(
  [(state: { session: SessionState }) => state.session.auth],
  (auth) => auth?.rolePermissions.map((p) => p.permissionId) ?? EMPTY,
);
