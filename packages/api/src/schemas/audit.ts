/** What a line of the audit trail records. */
export type AuditAction = 'create' | 'update' | 'delete' | 'sign-in' | 'sign-in-failed' | 'sign-out' | 'print' | 'export';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'sign-out': 'Signed out',
  // Voucher PINs leaving the console: a printed sheet or a CSV for a printing house.
  print: 'Printed',
  export: 'Exported',
};

export interface AuditChange {
  before: unknown;
  after: unknown;
}

export interface AuditEntry {
  id: string;
  /** Epoch seconds. */
  at: number;
  actorId: string | null;
  /** The username acting, or the email typed at a failed sign-in. */
  actor: string;
  action: AuditAction;
  /** 'Location', 'Employee', 'User', ... and 'Session' for sign-ins. */
  entity: string;
  entityId: string | null;
  /** The fields that changed; credentials read '[redacted]'. */
  changes: Record<string, AuditChange | string> | null;
  detail: string | null;
  address: string | null;
}
