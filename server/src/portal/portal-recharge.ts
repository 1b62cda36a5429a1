import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { portalCalls } from '@console/api/contract';
import { writeAudit } from '../audit/audit';
import { chargeKeys, type ThrottleRule } from '../auth/login-throttle';
import { nowSeconds } from '../core/clock';
import type { Tx } from '../db/schema';
import { ApiError } from '../http/api-error';
import { defineRoute } from '../http/define-route';
import { insertStamped } from '../http/stamped-update';
import { SUBSCRIPTION } from '../areas/internet/customers';
import { lockCustomer } from '../areas/internet/subscriptions';
import { queueLoginCuts } from '../radius/profile-changes';
import type { Subscriber } from './portal-sessions';

const HOUR = 3600;
const DAY = 86_400;

/**
 * PIN tries (docs/portal.md): every try counts, right or wrong, so the limits are a cap per hour and
 * no PIN oracle: 5 an hour per subscriber, 20 an hour per address; past either, an hour's wait.
 */
export const PIN_THROTTLE = {
  subscriber: { limit: 5, windowSeconds: HOUR, lockSeconds: () => HOUR } as ThrottleRule,
  address: { limit: 20, windowSeconds: HOUR, lockSeconds: () => HOUR } as ThrottleRule,
};

/** The one answer to a PIN that cannot be used, whatever the reason (unknown, used, revoked, expired). */
export const PIN_REFUSED = 'That PIN cannot be used. Check it, or ask where you bought it.';

/**
 * Claims the voucher in one UPDATE whose conditions are all the reasons a PIN may be refused: of two
 * concurrent tries with one PIN, exactly one changes the row (PostgreSQL re-checks the WHERE after
 * the first commits; SQLite has one writer). It is stamped activated and used up at once, so its PIN
 * no longer logs in to the network (the radcheck view refuses a used-up voucher). A wrong, used,
 * revoked or expired PIN costs the same one statement and gets the same answer.
 */
async function claimVoucher(tx: Tx, pin: string, now: number): Promise<string | null> {
  const { rows } = await sql<{ id: string }>`
    update vouchers set activated_at = ${now}, used_up_at = ${now}, expires_at = ${now}, updated = ${now}
    where lower(pin) = ${pin.toLowerCase()} and activated_at is null and revoked_at is null and (expires_at is null or expires_at > ${now})
    returning id`.execute(tx);
  return rows[0]?.id ?? null;
}

/** The voucher's plan, as its batch sold it, after the subscriber's last plan (from now when that has ended). */
async function applyVoucher(tx: Tx, user: Subscriber, voucherId: string, now: number) {
  const batch = await tx
    .selectFrom('vouchers as v')
    .innerJoin('voucher_batches as b', 'b.id', 'v.batchId')
    .innerJoin('plans as p', 'p.id', 'b.planId')
    .select(['b.planId', 'b.validity', 'b.amountKobo', 'p.name', 'v.serial', 'b.number'])
    .where('v.id', '=', voucherId)
    .executeTakeFirstOrThrow();
  const customer = await lockCustomer(tx, user.id);
  const last = await tx
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.max('endAt').as('end'))
    .where('customerId', '=', customer.id)
    .where('cancelledAt', 'is', null)
    .executeTakeFirst();
  const start = Math.max(Number(last?.end ?? 0), now);
  const end = start + Number(batch.validity) * DAY;
  await insertStamped(tx, 'subscriptions', {
    customerId: customer.id,
    planId: batch.planId,
    startAt: start,
    endAt: end,
    amountKobo: Number(batch.amountKobo),
    cancelledAt: null,
    reason: '',
  });
  const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
  await writeAudit(tx, user.actor, {
    action: 'create',
    entity: SUBSCRIPTION,
    entityId: customer.id,
    detail: `Recharged with voucher ${batch.number}-${batch.serial} in the portal: ${batch.name} ${day(start)} to ${day(end)}`,
  });
  // FreeRADIUS's view of the login changed (a plan where there was none): its sessions are told.
  await queueLoginCuts(tx, customer.username);
  return { plan: batch.name, start, end };
}

export function portalRechargeRoutes(app: FastifyInstance): void {
  defineRoute(app, portalCalls.recharge, async ({ body, user, deps, request }) => {
    await chargeKeys(
      deps.db,
      [
        { key: `pin-subscriber:${user.id}`, rule: PIN_THROTTLE.subscriber },
        { key: `pin-address:${request.ip}`, rule: PIN_THROTTLE.address },
      ],
      'Too many PIN tries.',
    );
    const now = nowSeconds();
    const applied = await deps.db.transaction().execute(async (tx) => {
      const voucherId = await claimVoucher(tx, body.pin, now);
      return voucherId ? applyVoucher(tx, user, voucherId, now) : null;
    });
    if (!applied) {
      await writeAudit(deps.db, user.actor, {
        action: 'update',
        entity: SUBSCRIPTION,
        entityId: user.id,
        detail: 'Portal recharge refused: PIN not usable',
        address: request.ip,
      });
      throw new ApiError(400, PIN_REFUSED);
    }
    return applied;
  });
}
