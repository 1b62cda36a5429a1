import { usePermission } from '@console/api';
import { ResultBanner } from '@console/ui';
import type { ReactNode } from 'react';

/**
 * Keeps a user out of an area the menu does not offer them. Without it a typed-in URL would call
 * the API, get a 403 for the missing permission, and end the whole session.
 */
export function AreaGate({ anyOf, children }: { anyOf: readonly number[]; children: ReactNode }) {
  const allowed = usePermission(...anyOf);
  return allowed ? children : <ResultBanner status="error">You do not have access to this page.</ResultBanner>;
}
