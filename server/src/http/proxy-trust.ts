import net from 'node:net';
import { z } from 'zod';

/** Who stands in front of the server (TRUST_PROXY): a number of proxy hops, or the proxies' addresses. */
export type ProxyTrust = number | string[];

const RULE = "a number of proxies from 0 to 9, or the proxies' addresses (comma-separated, a range as 10.0.0.0/8)";

function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const version = net.isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/** The TRUST_PROXY variable: empty or 0 trusts no one. */
export const proxyTrustVariable = z
  .string()
  .default('')
  .transform((value, ctx): ProxyTrust => {
    const text = value.trim() || '0';
    if (/^\d$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    ctx.addIssue({ code: 'custom', message: RULE });
    return z.NEVER;
  });

/**
 * Fastify's `trustProxy` for the setting. The client's address is read from X-Forwarded-For right
 * to left, believing an entry only when the hop that wrote it is trusted: the left-most entries are
 * whatever the client sent and are never taken. Fastify refuses a bare hop count (it cannot check the
 * peer), so a count becomes the same rule as a function; with addresses the peer is checked too,
 * which is what to use when the instances can be reached without the proxy.
 */
export function trustedProxies(trust: ProxyTrust): false | string[] | ((address: string, hop: number) => boolean) {
  if (Array.isArray(trust)) return trust;
  if (trust === 0) return false;
  return (_address, hop) => hop < trust;
}
