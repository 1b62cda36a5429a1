import { z } from 'zod';
import { INVALID, listRequest, rowId } from './common';

/** What a line of the audit trail records. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'sign-in', 'sign-in-failed', 'sign-out', 'print', 'export'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

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

/** Record pages with a History tab: each reads the audit lines of its record (and of its promotions and status entries). */
export const HISTORY_ENTITIES = ['Employee', 'Plan', 'User'] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];
export const recordHistoryRequest = listRequest.extend({ entity: z.enum(HISTORY_ENTITIES, { error: INVALID }), id: rowId });
export type RecordHistoryRequest = z.input<typeof recordHistoryRequest>;
