import { z } from 'zod';
import { listRequest, rowId } from './common';

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

/**
 * Record pages with a History tab, and the call each reads its record's audit lines from (an
 * employee's include those of its promotions and status entries).
 */
export const HISTORY_PATHS = { Employee: '/audit/record/employee', Plan: '/audit/record/plan', User: '/audit/record/user' } as const;
export type HistoryEntity = keyof typeof HISTORY_PATHS;
export const recordHistoryRequest = listRequest.extend({ id: rowId });
export type RecordHistoryRequest = z.input<typeof recordHistoryRequest>;
