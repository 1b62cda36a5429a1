import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { customerCalls, type Customer, CUSTOMER_TYPES, customerCreate, CUSTOMER_STATUSES, customerUpdate } from '@console/api/contract';
import { auditChange } from '../../audit/audit';
import type { Db, Tx } from '../../db/schema';
import { conflict, firstOr404 } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import { withKeptTotal } from '../../http/kept-total';
import { tableList } from '../../http/list-query';
import { insertStamped, stampedUpdate } from '../../http/stamped-update';
import { assertLocation, byLocation, locationOf, rowsWithLocation } from './references';
import { readRoutes } from '../../http/record-routes';
import { loginsSessions } from '../../radius/disconnect';
import { cutNow, queueDisconnects } from '../../radius/cut-jobs';
import { recordNoticeEvent } from '../../notices/record-notice-event';
import { isVoucherPin, lockNetworkLogins } from './network-logins';

type CustomerFields = z.output<typeof customerCreate> | z.output<typeof customerUpdate>;

export const CUSTOMER = customerCalls.what;
/** Audit lines of a subscriber's plans name the subscriber, so its history finds them. */
export const SUBSCRIPTION = 'Customer plan';
/** A subscriber's top-ups and reversals (server/src/money/), in its history beside its plans. */
export const PAYMENT = 'Customer payment';

export async function loadCustomers(db: Db | Tx, ids: readonly string[]): Promise<Customer[]> {
  const rows = await rowsWithLocation(db, 'customers', ids);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    name: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    contactPerson: row.contactPerson,
    phone: row.phone,
    email: row.email,
    address: row.address,
    ...locationOf(row),
    status: row.status,
    username: row.username,
    notes: row.notes,
    autoRenew: Number(row.autoRenew) === 1,
    created: Number(row.created),
    updated: Number(row.updated),
  }));
}

export async function findCustomer(db: Db | Tx, id: string): Promise<Customer> {
  return firstOr404(loadCustomers(db, [id]), CUSTOMER);
}

/** The columns of a customer's form; the other type's name fields are stored empty. */
function customerColumns(body: CustomerFields) {
  const individual = body.type === CUSTOMER_TYPES.INDIVIDUAL;
  const names = individual
    ? { firstName: body.firstName, lastName: body.lastName, companyName: '', contactPerson: '' }
    : { firstName: '', lastName: '', companyName: body.companyName, contactPerson: body.contactPerson };
  return {
    type: body.type,
    ...names,
    name: individual ? `${body.firstName} ${body.lastName}` : body.companyName,
    phone: body.phone,
    email: body.email,
    address: body.address,
    locationId: body.locationId,
    status: body.status,
    username: body.username,
    usernameKey: body.username.toLowerCase(),
    notes: body.notes,
    autoRenew: body.autoRenew ? 1 : 0,
  };
}

/**
 * The subscriber's network password in clear, as CHAP needs it (migration 0015, docs/radius.md); the
 * hash of an older password goes, so the account does CHAP from now on.
 */
const networkPassword = (password: string) => ({ networkPassword: password, passwordSsha512: '' });

/**
 * A readable 409 before the unique index would give a generic one. A new login (a create, or a rename
 * other than of its case) that is a voucher's PIN is refused in the same words (network-logins.ts):
 * PINs are secrets, so the answer does not say which kind of login holds it. An unchanged login is not
 * asked about PINs, so a subscriber whose login a voucher shared before the check can still be edited.
 */
async function assertUsernameFree(tx: Tx, username: string, current: Customer | null): Promise<void> {
  const key = username.toLowerCase();
  let query = tx.selectFrom('customers').select('id').where('usernameKey', '=', key);
  if (current) query = query.where('id', '!=', current.id);
  let taken = (await query.executeTakeFirst()) !== undefined;
  if (!taken && current?.username.toLowerCase() !== key) {
    await lockNetworkLogins(tx);
    taken = await isVoucherPin(tx, key);
  }
  if (taken) throw conflict(`The network username ${username} is already taken.`, 'username');
}

/** Subscribers: list, read, create and update. They are never deleted; suspending stops new logins. */
export function customerRoutes(app: FastifyInstance): void {
  readRoutes<Customer, typeof customerCalls>(app, {
    calls: customerCalls,
    // Unfiltered, the total is the count migration 0033's triggers keep.
    list: withKeptTotal(
      'customers',
      tableList('customers', customerCalls.list, {
        // Each the leading column of an index: the list can be long.
        sortable: { name: 'name', username: 'usernameKey' },
        // Text through migration 0030's trigram search (FTS5 table on SQLite, pg_trgm on PostgreSQL).
        filters: {
          name: { column: 'customers.name', match: 'text', trigram: { table: 'customers_folded', column: 'name' } },
          username: { column: 'customers.usernameKey', match: 'text', trigram: { table: 'customers_folded', column: 'username_key' } },
          phone: { column: 'customers.phone', match: 'text', trigram: { table: 'customers_folded', column: 'phone' } },
          type: 'equals',
          status: 'equals',
          ...byLocation,
        },
        order: ['name', 'id'],
      }),
    ),
    load: loadCustomers,
  });

  defineRoute(app, customerCalls.create, async ({ body, deps, user }) => ({
    customer: await deps.db.transaction().execute(async (tx) => {
      await assertLocation(tx, body.locationId);
      await assertUsernameFree(tx, body.username, null);
      const id = await insertStamped(tx, 'customers', { ...customerColumns(body), ...networkPassword(body.password) });
      const created = await findCustomer(tx, id);
      await auditChange(tx, user, CUSTOMER, id, null, created, ['password']);
      return created;
    }),
  }));

  defineRoute(app, customerCalls.update, async ({ body, deps, user }) => {
    // Suspending queues a Disconnect for each open session, in the same transaction.
    let cuts: string[] | null = null;
    const customer = await deps.db.transaction().execute(async (tx) => {
      const current = await findCustomer(tx, body.id);
      let updated = current;
      await stampedUpdate(tx, user, {
        table: 'customers',
        what: CUSTOMER,
        current,
        sent: body.updated,
        async write() {
          await assertLocation(tx, body.locationId);
          await assertUsernameFree(tx, body.username, current);
          const password = body.password ? networkPassword(body.password) : {};
          await tx
            .updateTable('customers')
            .set({ ...customerColumns(body), ...password })
            .where('id', '=', current.id)
            .execute();
        },
        after: async () => (updated = await findCustomer(tx, current.id)),
        secrets: body.password ? ['password'] : [],
      });
      if (body.password) {
        // The subscriber is told (docs/portal.md "Notices"): a change they did not ask for is worth a call.
        const data = { changedAt: Number(updated.updated) };
        await recordNoticeEvent(tx, { kind: 'network_password_changed', key: `${current.id}@${updated.updated}`, customerId: current.id, data });
      }
      if (current.status !== CUSTOMER_STATUSES.SUSPENDED && updated.status === CUSTOMER_STATUSES.SUSPENDED) {
        cuts = await queueDisconnects(tx, loginsSessions([current.username]), { tryingNow: true });
      }
      return updated;
    });
    // After the commit: FreeRADIUS already refuses the login; the first try of each cut runs now, the retries later.
    if (cuts === null) return { customer };
    return { customer, disconnects: await cutNow(deps.jobs, cuts) };
  });

  defineRoute(app, customerCalls.history, async ({ body, deps }) => {
    await findCustomer(deps.db, body.id);
    const rows = await deps.db
      .selectFrom('audit_log')
      .select(['id', 'at', 'actor', 'action', 'entity', 'detail', 'changes'])
      // Plan lines carry the subscriber's id, so a deleted subscription's line is still found.
      .where('entity', 'in', [CUSTOMER, SUBSCRIPTION, PAYMENT])
      .where('entityId', '=', body.id)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
    return { history: rows.map((row) => ({ ...row, at: Number(row.at) })) };
  });
}
