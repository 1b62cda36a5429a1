import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/schema';
import { nowSeconds } from './clock';

export interface UrlSigner {
  /** A link to `path` valid for `ttlSeconds`, e.g. `/api/employee/export?format=csv&expires=..&signature=..`. */
  sign(path: string, params?: Record<string, string>, ttlSeconds?: number): string;
  /** True when the link's signature matches and it has not expired. */
  verify(path: string, query: Record<string, unknown>): boolean;
}

const SECRET_KEY = 'url_signing_secret';

function canonical(path: string, params: Record<string, string>): string {
  const keys = Object.keys(params).filter((k) => k !== 'signature').sort();
  return `${path}?${keys.map((k) => `${k}=${params[k]}`).join('&')}`;
}

/**
 * Short-lived signed links for what a browser opens by URL (downloads, photos), so the session token
 * never appears in a URL. The key lives in the database, so every instance behind a balancer agrees.
 */
export async function createUrlSigner(db: Db): Promise<UrlSigner> {
  let row = await db.selectFrom('server_settings').select('value').where('key', '=', SECRET_KEY).executeTakeFirst();
  if (!row) {
    await db
      .insertInto('server_settings')
      .values({ key: SECRET_KEY, value: randomBytes(32).toString('hex') })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    row = await db.selectFrom('server_settings').select('value').where('key', '=', SECRET_KEY).executeTakeFirstOrThrow();
  }
  const key = Buffer.from(row.value, 'hex');
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  return {
    sign(path, params = {}, ttlSeconds = 300) {
      const all = { ...params, expires: String(nowSeconds() + ttlSeconds) };
      const signature = mac(canonical(path, all));
      return `${path}?${new URLSearchParams({ ...all, signature }).toString()}`;
    },
    verify(path, query) {
      const params = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
      if (!params.signature || !params.expires || Number(params.expires) < nowSeconds()) return false;
      const expected = Buffer.from(mac(canonical(path, params)));
      const given = Buffer.from(params.signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
