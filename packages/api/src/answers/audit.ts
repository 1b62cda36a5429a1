import { z } from 'zod';
import type { AuditEntry } from '../schemas/audit';
import { epochSeconds } from './common';

export const auditEntryAnswer = z.object({
  id: z.string(),
  at: epochSeconds,
  actorId: z.string().nullable(),
  actor: z.string().meta({ description: 'The username acting, or the email typed at a failed sign-in' }),
  action: z.enum(['create', 'update', 'delete', 'sign-in', 'sign-in-failed', 'sign-out', 'print', 'export']),
  entity: z.string().meta({ description: "'Location', 'Employee', 'User', ...; 'Session' for sign-ins" }),
  entityId: z.string().nullable(),
  changes: z
    .record(z.string(), z.union([z.object({ before: z.unknown(), after: z.unknown() }), z.string()]))
    .nullable()
    .meta({ description: "{ field: { before, after } }; credentials read '[redacted]'" }),
  detail: z.string().nullable(),
  address: z.string().nullable(),
}) satisfies z.ZodType<AuditEntry>;
