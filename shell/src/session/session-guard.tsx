import { SIGN_IN_PATH, readStoredSession, restored, selectAuth, selectLoggedOut, signInPathFor } from '@console/api';
import { useLayoutEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

/** Where an account that must enrol a second factor first is kept (mf-security's Settings). */
const ENROLMENT_PATH = '/settings';

/**
 * The pages behind sign-in. A reloaded tab gets its session back from sessionStorage here (a new
 * tab got one from another tab before the console started, start-console.tsx); without one (never
 * signed in, signed out, or ended by a 403) the user goes to the sign-in page, which returns here. An account
 * that must enrol a second factor first (the sign-in answer, or a 403 saying so) stays on Settings.
 */
export function SessionGuard() {
  const auth = useSelector(selectAuth);
  const loggedOut = useSelector(selectLoggedOut);
  const dispatch = useDispatch();
  const { pathname, search, hash } = useLocation();
  // Read on every render while signed out: a sign-out clears the storage, so it is never revived.
  const stored = auth ? null : readStoredSession();

  useLayoutEffect(() => {
    if (stored) dispatch(restored(stored));
  }, [stored, dispatch]);

  // The sign-in page opens the page that was asked for once the user is signed in (not after a logout).
  if (!auth && !stored) return <Navigate to={loggedOut ? SIGN_IN_PATH : signInPathFor(`${pathname}${search}${hash}`)} replace />;
  if ((auth ?? stored)?.enrolSecondFactor && !pathname.startsWith(ENROLMENT_PATH)) return <Navigate to={ENROLMENT_PATH} replace />;
  return auth ? <Outlet /> : null;
}
