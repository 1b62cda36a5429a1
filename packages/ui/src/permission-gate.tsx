import { usePermission } from '@console/api';
import type { ReactNode } from 'react';
import { ResultBanner } from './result-banner';

/**
 * Shows a screen only to users holding one of `anyOf` (or permission 1). Without it a typed-in URL
 * would call the API, get a 403 for the missing permission, and end the whole session.
 */
export function PermissionGate({ anyOf, children }: { anyOf: readonly number[]; children: ReactNode }) {
  const allowed = usePermission(...anyOf);
  return allowed ? children : <ResultBanner status="error">You do not have access to this page.</ResultBanner>;
}
