import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The bits per second a profile's MikroTik rate limit gives each way, which the other vendors'
 * attributes are written from (docs/radius.md "Vendors"). MikroTik's first pair is `rx/tx` as the
 * router sees the client's link: rx is what the router receives, the subscriber's upload; tx their
 * download. One rate alone is both. `k` is 1,000 and `M` 1,000,000, as RouterOS reads them.
 */
export function profileRates(rateLimit: string): { uploadRate: number; downloadRate: number } {
  const [first = ''] = rateLimit.trim().split(/\s+/);
  const [rx, tx = rx] = first.split('/');
  return { uploadRate: bitsPerSecond(rx), downloadRate: bitsPerSecond(tx) };
}

/** The vendors' bandwidth attributes are 32-bit integers: a larger rate is sent as their largest. */
const MOST = 4_294_967_295;

function bitsPerSecond(rate: string | undefined): number {
  const match = /^(\d+)([kM]?)$/.exec(rate ?? '');
  if (!match) return 0;
  const unit = match[2] === 'M' ? 1_000_000 : match[2] === 'k' ? 1_000 : 1;
  return Math.min(Number(match[1]) * unit, MOST);
}

/**
 * The rate items a CoA carries to move a session on a NAS of `vendor` to profile `profileId`: the
 * very items of that vendor an Access-Accept carries (the view radius_profile_replies, the one
 * mapping), less the address pool (`Framed-Pool`, Cisco's `ip:addr-pool`), which a NAS gives at
 * session start only: a change of pool is a Disconnect. In the accept's order; empty when the profile
 * has no rate (or no longer exists).
 */
export async function coaRateItems(db: Kysely<Database>, profileId: string, vendor: string): Promise<Array<[string, string]>> {
  const { rows } = await sql<{ attribute: string; value: string }>`
    select attribute, value from radius_profile_replies
    where profile_id = ${profileId} and vendor = ${vendor} and attribute <> 'Framed-Pool' and value not like 'ip:addr-pool=%'
    order by id`.execute(db);
  return rows.map((row) => [row.attribute, row.value]);
}
