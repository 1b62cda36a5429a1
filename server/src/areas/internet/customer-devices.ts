import type { FastifyInstance } from 'fastify';
import { deviceCalls, type CustomerDevices, type DeviceBinding } from '@console/api/contract';
import { auditChange } from '../../audit/audit';
import type { Db, Tx } from '../../db/schema';
import { conflict } from '../../http/api-error';
import { defineRoute } from '../../http/define-route';
import { claimStamped, stampedUpdate } from '../../http/stamped-update';
import { CUSTOMER, findCustomer } from './customers';

/** A subscriber's static address, binding, listed MACs and learned device (docs/radius.md "Devices"). */
async function loadDevices(db: Db | Tx, id: string): Promise<CustomerDevices> {
  const customer = await findCustomer(db, id);
  const [row, devices] = await Promise.all([
    db.selectFrom('customers').select(['staticIp', 'deviceBinding']).where('id', '=', id).executeTakeFirstOrThrow(),
    db.selectFrom('customer_devices').selectAll().where('customerId', '=', id).orderBy('mac').execute(),
  ]);
  const learned = devices.find((device) => device.learnedAt !== null);
  return {
    id,
    updated: customer.updated,
    staticIp: row.staticIp,
    deviceBinding: row.deviceBinding as DeviceBinding,
    macAddresses: devices.filter((device) => device.learnedAt === null).map((device) => device.mac),
    learned: learned ? { mac: learned.mac, at: Number(learned.learnedAt) } : null,
  };
}

/** A readable 409 at the field before the unique index would give a generic one. */
async function assertStaticIpFree(tx: Tx, staticIp: string, customerId: string): Promise<void> {
  if (!staticIp) return;
  const holder = await tx
    .selectFrom('customers')
    .select('username')
    .where('staticIp', '=', staticIp)
    .where('id', '!=', customerId)
    .executeTakeFirst();
  if (holder) throw conflict(`${staticIp} is already the static address of ${holder.username}.`, 'staticIp');
}

export function customerDeviceRoutes(app: FastifyInstance): void {
  defineRoute(app, deviceCalls.read, async ({ body, deps }) => ({ devices: await loadDevices(deps.db, body.id) }));

  defineRoute(app, deviceCalls.update, async ({ body, deps, user }) => ({
    devices: await deps.db.transaction().execute(async (tx) => {
      const current = await loadDevices(tx, body.id);
      await stampedUpdate(tx, user, {
        table: 'customers',
        what: CUSTOMER,
        current,
        sent: body.updated,
        async write() {
          await assertStaticIpFree(tx, body.staticIp, body.id);
          await tx.updateTable('customers').set({ staticIp: body.staticIp, deviceBinding: body.deviceBinding }).where('id', '=', body.id).execute();
          // The listed MACs are replaced; a learned device stays until staff clear it.
          await tx.deleteFrom('customer_devices').where('customerId', '=', body.id).where('learnedAt', 'is', null).execute();
          if (body.macAddresses.length) {
            await tx
              .insertInto('customer_devices')
              .values(body.macAddresses.map((mac) => ({ customerId: body.id, mac, learnedAt: null })))
              .onConflict((oc) => oc.doNothing())
              .execute();
          }
        },
        after: () => loadDevices(tx, body.id),
      });
      return loadDevices(tx, body.id);
    }),
  }));

  // The next Access-Accept of a login bound to its first device learns that device anew.
  defineRoute(app, deviceCalls.clear, async ({ body, deps, user }) => ({
    devices: await deps.db.transaction().execute(async (tx) => {
      const current = await loadDevices(tx, body.id);
      await claimStamped(tx, 'customers', current, body.updated);
      await tx.deleteFrom('customer_devices').where('customerId', '=', body.id).where('learnedAt', 'is not', null).execute();
      const after = await loadDevices(tx, body.id);
      await auditChange(tx, user, CUSTOMER, body.id, { learnedDevice: current.learned?.mac ?? '' }, { learnedDevice: '' });
      return after;
    }),
  }));
}
