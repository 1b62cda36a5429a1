import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { portalCalls } from '@console/api/contract';
import { defineRoute } from '../http/define-route';
import { ApiError, validationFailure } from '../http/api-error';
import { stampedUpdate } from '../http/stamped-update';
import { CUSTOMER } from '../areas/internet/customers';
import { writeAudit } from '../audit/audit';
import { cutNow, queueDisconnects } from '../radius/cut-jobs';
import { loginsSessions } from '../radius/disconnect';
import { networkPasswordMatches } from './network-credentials';
import { endPortalSessions } from './portal-sessions';
import { recordNoticeEvent } from '../notices/record-notice-event';

/** The subscriber's own account: the network password, notices, and a device to disconnect. */
export function portalAccountRoutes(app: FastifyInstance): void {
  // The current password proves the holder (a phone left signed in is not enough). The devices
  // online with the old one are disconnected (cut jobs) and the other portal sessions end; this one stays.
  defineRoute(app, portalCalls.password, async ({ body, user, deps }) => {
    await deps.db.transaction().execute(async (tx) => {
      const current = await tx
        .selectFrom('customers')
        .select(['id', 'updated', 'networkPassword', 'passwordSsha512'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      if (!networkPasswordMatches(current, body.current)) throw validationFailure({ current: 'Not your current password' });
      if (body.password === body.current) throw validationFailure({ password: 'The same as the current one' });
      await stampedUpdate(tx, user.actor, {
        table: 'customers',
        what: CUSTOMER,
        current: { id: current.id, updated: Number(current.updated) },
        before: {},
        write: () => tx.updateTable('customers').set({ networkPassword: body.password, passwordSsha512: '' }).where('id', '=', user.id).execute(),
        after: async () => ({}),
        secrets: ['password'],
      });
      // The subscriber is told (notices/, unless they opted out), keyed by the row's new stamp as staff's change is.
      const changed = await tx.selectFrom('customers').select('updated').where('id', '=', user.id).executeTakeFirstOrThrow();
      const changedAt = Number(changed.updated);
      await recordNoticeEvent(tx, { kind: 'network_password_changed', key: `${user.id}@${changedAt}`, customerId: user.id, data: { changedAt } });
      await endPortalSessions(tx, user.id, user.tokenHash);
      // The worker sends the Disconnects within seconds; nothing here waits for the NAS.
      await queueDisconnects(tx, loginsSessions([user.username]));
    });
    return null;
  });

  defineRoute(app, portalCalls.notices, async ({ body, user, deps }) => {
    await deps.db.transaction().execute(async (tx) => {
      const current = await tx
        .selectFrom('customers')
        .select(['id', 'updated', 'noticesOptedOut'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      const noticesOptedOut = body.optedOut ? 1 : 0;
      await stampedUpdate(tx, user.actor, {
        table: 'customers',
        what: CUSTOMER,
        current: { id: current.id, updated: Number(current.updated) },
        before: { noticesOptedOut: current.noticesOptedOut },
        write: () => tx.updateTable('customers').set({ noticesOptedOut }).where('id', '=', user.id).execute(),
        after: async () => ({ noticesOptedOut }),
      });
    });
    return null;
  });

  // Only the subscriber's own open session: another's id is refused as a closed one.
  defineRoute(app, portalCalls.disconnect, async ({ body, user, deps }) => {
    const own = sql`r.radacctid = ${body.id} and r.username = ${user.username.toLowerCase()}`;
    const ids = await queueDisconnects(deps.db, own, { tryingNow: true });
    if (ids.length === 0) throw new ApiError(409, 'That device is no longer online.');
    await writeAudit(deps.db, user.actor, {
      action: 'update',
      entity: CUSTOMER,
      entityId: user.id,
      detail: `Disconnected a device (session ${body.id}) in the portal`,
    });
    const answered = await cutNow(deps.jobs, ids);
    return { disconnected: answered.some((cut) => cut.outcome === 'acknowledged') };
  });
}
