import { z } from 'zod';
import { AUDIT_ACTIONS } from '../schemas/audit';
import { epochSeconds } from './common';

const auditChangeAnswer = z.object({ before: z.unknown(), after: z.unknown() });

export const auditEntryAnswer = z.object({
  id: z.string(),
  at: epochSeconds,
  actorId: z.string().nullable(),
  actor: z.string().meta({ description: 'The username acting, or the email typed at a failed sign-in' }),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.string().meta({ description: "'Location', 'Employee', 'User', ...; 'Session' for sign-ins" }),
  entityId: z.string().nullable(),
  name: z.string().nullable().meta({ description: "The record's name now, or as it was when deleted; null when unknown" }),
  link: z.string().nullable().meta({ description: "The console path of the record's page, null when it has none or is gone" }),
  changes: z
    .record(z.string(), z.union([auditChangeAnswer, z.string()]))
    .nullable()
    .meta({ description: "{ field: { before, after } }; credentials read '[redacted]'" }),
  detail: z.string().nullable(),
  address: z.string().nullable(),
});

export type AuditChange = z.output<typeof auditChangeAnswer>;
/** One line of the audit trail. */
export type AuditEntry = z.output<typeof auditEntryAnswer>;
