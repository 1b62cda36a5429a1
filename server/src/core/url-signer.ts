import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/schema';
import { nowSeconds } from './clock';

/** Signs links on behalf of one user, who must still be allowed to open them when they are used. */
export interface LinkSigner {
  /** A link to `path` valid for `ttlSeconds`, e.g. `/api/employee/export?format=csv&by=..&expires=..&signature=..`. */
  sign(path: string, params?: Record<string, string>, ttlSeconds?: number): string;
}

/** What a verified link says: who asked for it and the parameters it was signed with. */
export interface SignedLink {
  userId: string;
  params: Record<string, string>;
}

export interface UrlSigner {
  forUser(userId: string): LinkSigner;
  /**
   * The link's user and parameters when its signature matches, it has not expired, and it carries
   * each of its parameters once and none but `allowed` (plus by, expires, signature); else null.
   */
  verify(path: string, query: Record<string, unknown>, allowed: readonly string[]): SignedLink | null;
}

const SECRET_KEY = 'url_signing_secret';
const SIGNED_FIELDS = ['by', 'expires', 'signature'];
const WHOLE_SECONDS = /^[0-9]{1,12}$/;

// JSON of the path and the sorted pairs: no value can pass for a separator or another parameter,
// as it could when the pairs were joined as raw key=value text.
function canonical(path: string, params: Record<string, string>): string {
  const pairs = Object.entries(params)
    .filter(([key]) => key !== 'signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([path, pairs]);
}

/** The query as single string values, or null when a parameter is repeated (an array) or not text. */
function singleValues(query: Record<string, unknown>): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value !== 'string') return null;
    params[key] = value;
  }
  return params;
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
    forUser(userId) {
      return {
        sign(path, params = {}, ttlSeconds = 300) {
          const all = { ...params, by: userId, expires: String(nowSeconds() + ttlSeconds) };
          const signature = mac(canonical(path, all));
          return `${path}?${new URLSearchParams({ ...all, signature }).toString()}`;
        },
      };
    },
    verify(path, query, allowed) {
      const params = singleValues(query);
      if (!params || !params.by || !params.signature || !WHOLE_SECONDS.test(params.expires ?? '')) return null;
      if (Object.keys(params).some((name) => !SIGNED_FIELDS.includes(name) && !allowed.includes(name))) return null;
      if (Number(params.expires) < nowSeconds()) return null;
      const expected = Buffer.from(mac(canonical(path, params)));
      const given = Buffer.from(params.signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const signed = Object.fromEntries(Object.entries(params).filter(([name]) => !SIGNED_FIELDS.includes(name)));
      return { userId: params.by, params: signed };
    },
  };
}
