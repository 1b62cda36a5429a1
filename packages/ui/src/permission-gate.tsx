import { cameFromSignIn, usePermission } from '@console/api';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ResultBanner } from './result-banner';

/**
 * Shows a screen only to users holding one of `anyOf` (or permission 1). Without it a typed-in URL
 * would call the API and be refused. Arriving from the sign-in page, a refused user goes to the
 * dashboard (open to everyone) instead: the page they were on before signing in again may be one
 * their permissions no longer open.
 */
export function PermissionGate({ anyOf, children }: { anyOf: readonly number[]; children: ReactNode }) {
  const allowed = usePermission(...anyOf);
  const { state } = useLocation();
  if (allowed) return children;
  if (cameFromSignIn(state)) return <Navigate to="/" replace />;
  return <ResultBanner status="error">You do not have access to this page.</ResultBanner>;
}
