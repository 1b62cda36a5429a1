import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthSession } from './answers/auth';

export interface SessionState {
  auth: AuthSession | null;
  /** Why the user was sent back to the sign-in page (expired session, missing permission, ...). */
  notice: string | null;
  /** The user logged out (rather than being sent to sign in): the sign-in page leads back nowhere. */
  loggedOut: boolean;
  /** What the signed-in user may no longer do, said once on the page they are on (issue 31). */
  withdrawn?: string | null;
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
      delete state.withdrawn;
    },
    noticeShown(state) {
      state.notice = null;
    },
    /** The server refused a call until a second factor is enrolled: the shell keeps the user on Settings. */
    secondFactorRequired(state) {
      if (!state.auth || state.auth.enrolSecondFactor) return;
      state.auth = { ...state.auth, enrolSecondFactor: true };
    },
    /**
     * The server refused a call for a missing permission and the session still stands: the
     * permissions it holds now replace the ones read at sign-in (the menu and buttons follow), and
     * `withdrawn` says what went, when something did.
     */
    permissionsRefreshed(state, action: PayloadAction<{ rolePermissions: AuthSession['rolePermissions']; withdrawn: string | null }>) {
      if (!state.auth) return;
      state.auth = { ...state.auth, rolePermissions: action.payload.rolePermissions };
      state.withdrawn = action.payload.withdrawn ?? state.withdrawn ?? null;
    },
    withdrawnShown(state) {
      state.withdrawn = null;
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
    selectWithdrawn: (state) => state.withdrawn ?? null,
    selectFirstname: (state) => state.auth?.firstname ?? '',
  },
});

export const { signedIn, restored, signedOut, noticeShown, secondFactorRequired, secondFactorEnrolled, permissionsRefreshed, withdrawnShown } =
  sessionSlice.actions;
export const { selectAuth, selectNotice, selectLoggedOut, selectWithdrawn, selectFirstname } = sessionSlice.selectors;

const EMPTY: number[] = [];
// Memoized: components select this on every store change and must get the same array back.
export const selectPermissionIds: (state: { session: SessionState }) => number[] = createSelector(
  [(state: { session: SessionState }) => state.session.auth],
  (auth) => auth?.rolePermissions.map((p) => p.permissionId) ?? EMPTY,
);
