import { readStoredSession, restored, selectAuth } from '@console/api';
import { useLayoutEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

/** Where an account that must enrol a second factor first is kept (mf-security's Settings). */
const ENROLMENT_PATH = '/settings';

/**
 * The pages behind sign-in. A reloaded tab gets its session back from sessionStorage here; without
 * one (never signed in, signed out, or ended by a 403) the user goes to the sign-in page. An account
 * that must enrol a second factor first (the sign-in answer, or a 403 saying so) stays on Settings.
 */
export function SessionGuard() {
  const auth = useSelector(selectAuth);
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  // Read on every render while signed out: a sign-out clears the storage, so it is never revived.
  const stored = auth ? null : readStoredSession();

  useLayoutEffect(() => {
    if (stored) dispatch(restored(stored));
  }, [stored, dispatch]);

  if (!auth && !stored) return <Navigate to="/auth/login" replace />;
  if ((auth ?? stored)?.enrolSecondFactor && !pathname.startsWith(ENROLMENT_PATH)) return <Navigate to={ENROLMENT_PATH} replace />;
  return auth ? <Outlet /> : null;
}
