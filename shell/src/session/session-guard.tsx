import { readStoredSession, restored, selectAuth } from '@console/api';
import { useLayoutEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, Outlet } from 'react-router-dom';

/**
 * The pages behind sign-in. A reloaded tab gets its session back from sessionStorage here; without
 * one (never signed in, signed out, or ended by a 403) the user goes to the sign-in page.
 */
export function SessionGuard() {
  const auth = useSelector(selectAuth);
  const dispatch = useDispatch();
  // Read on every render while signed out: a sign-out clears the storage, so it is never revived.
  const stored = auth ? null : readStoredSession();

  useLayoutEffect(() => {
    if (stored) dispatch(restored(stored));
  }, [stored, dispatch]);

  if (!auth && !stored) return <Navigate to="/auth/login" replace />;
  return auth ? <Outlet /> : null;
}
