import type { AuditAction } from '@console/api/contract';
import { nowSeconds } from '../core/clock';
import { newId } from '../core/ids';
import type { Db, Tx } from '../db/schema';

/** Who acted: a signed-in user, or at sign-in the account (or the email typed) it was about. */
export interface Actor {
  id: string | null;
  username: string;
}

export const REDACTED = '[redacted]';
/** The entity of user accounts, written by the security area and by sign-in's password reset. */
export const USER_ENTITY = 'User';
// A key naming a credential is written as REDACTED, at any depth: the trail tells that a password
// or a NAS secret changed, never what it was or became.
const SECRET_KEY = /password|secret|token|hash/i;
// Moved by every write; its change says nothing the line's time does not.
const NOT_A_CHANGE = new Set(['updated']);

type Fields = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** `{ field: { before, after } }` for the fields that differ, named as the rows name them (camelCase). */
export function changedFields(before: Fields | null, after: Fields | null): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    if (NOT_A_CHANGE.has(key)) continue;
    const from = before?.[key] ?? null;
    const to = after?.[key] ?? null;
    if (!same(from, to)) changes[key] = { before: from, after: to };
  }
  return changes;
}

const redact = (changes: unknown): string =>
  JSON.stringify(changes, (key, value: unknown) => (key !== '' && SECRET_KEY.test(key) ? REDACTED : value));

interface AuditLine {
  action: AuditAction;
  entity: string;
  entityId?: string | number | null;
  changes?: unknown;
  detail?: string;
  address?: string;
}

/** Writes one line; inside the caller's transaction when given one, so it stands or falls with the write. */
export async function writeAudit(db: Db | Tx, actor: Actor, line: AuditLine): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: newId(),
      at: nowSeconds(),
      actorId: actor.id,
      actor: actor.username.slice(0, 254),
      action: line.action,
      entity: line.entity,
      entityId: line.entityId === undefined || line.entityId === null ? null : String(line.entityId),
      changes: line.changes === undefined ? null : redact(line.changes),
      detail: line.detail?.slice(0, 200) ?? null,
      address: line.address?.slice(0, 64) ?? null,
    })
    .execute();
}

/**
 * Records a create (no `before`), a delete (no `after`) or an update, with the fields that changed.
 * Call it in the write's transaction. `secrets` names credentials that changed without being in
 * either record (a password reset), so the line says so without holding them.
 */
export async function auditChange(
  tx: Tx,
  actor: Actor,
  entity: string,
  entityId: string | number,
  before: object | null,
  after: object | null,
  secrets: readonly string[] = [],
): Promise<void> {
  const changes: Record<string, unknown> = changedFields(before as Fields | null, after as Fields | null);
  for (const secret of secrets) changes[secret] = REDACTED;
  const action: AuditAction = before === null ? 'create' : after === null ? 'delete' : 'update';
  await writeAudit(tx, actor, { action, entity, entityId, changes });
}

/** Records many creates of one entity in one INSERT (imports), each line as `auditChange` writes it. */
export async function auditCreates(tx: Tx, actor: Actor, entity: string, created: { id: string; after: object }[], detail?: string): Promise<void> {
  if (created.length === 0) return;
  const at = nowSeconds();
  await tx
    .insertInto('audit_log')
    .values(
      created.map(({ id, after }) => ({
        id: newId(),
        at,
        actorId: actor.id,
        actor: actor.username.slice(0, 254),
        action: 'create' as const,
        entity,
        entityId: id,
        changes: redact(changedFields(null, after as Fields)),
        detail: detail?.slice(0, 200) ?? null,
        address: null,
      })),
    )
    .execute();
}
