import { z } from 'zod';
import type { Dictionary, DictionaryAttribute } from './radius-dictionary';

/** A profile's free-form reply item as stored (profile_reply_attributes) and sent with `+=`. */
export interface ReplyItem {
  attribute: string;
  value: string;
}

/**
 * Items the console writes itself into every Access-Accept (or that sign it): a second one would
 * contradict it (docs/radius.md "Vendors").
 */
const CONSOLE_OWNED = new Set(['session-timeout', 'class', 'message-authenticator', 'acct-interim-interval']);

const INTEGER_LIMITS: Record<string, bigint> = {
  byte: 255n,
  short: 65_535n,
  integer: 4_294_967_295n,
  date: 4_294_967_295n,
  integer64: 18_446_744_073_709_551_615n,
};

/** Why `value` is not one `attribute` takes, or null when it is. */
function badValue(attribute: DictionaryAttribute, value: string): string | null {
  const { name, type, values } = attribute;
  if (type in INTEGER_LIMITS || type === 'signed') {
    if (values.has(value.toLowerCase())) return null;
    const named = [...values.values()];
    const ok =
      type === 'signed'
        ? /^-?\d{1,10}$/.test(value) && Math.abs(Number(value)) <= 2_147_483_648
        : /^\d{1,20}$/.test(value) && BigInt(value) <= INTEGER_LIMITS[type];
    if (ok) return null;
    if (named.length) return `${name} takes a number or one of ${named.slice(0, 8).join(', ')}${named.length > 8 ? ', ...' : ''}`;
    return `${name} takes a whole number (${type}), not ${value.slice(0, 30)}`;
  }
  if (type === 'ipaddr') return z.regexes.ipv4.test(value) ? null : `${name} takes an IPv4 address (ipaddr), e.g. 10.0.0.1`;
  if (type === 'ipv6addr') return z.regexes.ipv6.test(value) ? null : `${name} takes an IPv6 address (ipv6addr)`;
  if (type === 'combo-ip') return z.regexes.ipv4.test(value) || z.regexes.ipv6.test(value) ? null : `${name} takes an IP address`;
  if (type === 'string') return value.length <= 253 ? null : `${name} takes at most 253 characters`;
  if (type === 'octets') return /^0x([0-9a-f]{2}){1,253}$/i.test(value) ? null : `${name} takes bytes written as hex, e.g. 0x0a0b`;
  if (type === 'ether') return /^([0-9a-f]{2}:){5}[0-9a-f]{2}$/i.test(value) ? null : `${name} takes a MAC address, e.g. aa:bb:cc:dd:ee:ff`;
  return `${name} is of type ${type}, which a profile cannot set`;
}

/**
 * The operator's lines (`Attribute = value`, `:=` and `+=` read alike, the value optionally in double
 * quotes; blank lines skipped) checked against FreeRADIUS's dictionaries: the items, or the first
 * mistake with its line number.
 */
export function parseReplyAttributes(text: string, dictionary: Dictionary): { items: ReplyItem[] } | { error: string } {
  const items: ReplyItem[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const where = `Line ${index + 1}`;
    const match = /^([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?::=|\+=|=)\s*(.*)$/.exec(line);
    if (!match) return { error: `${where}: write Attribute = value, e.g. Idle-Timeout = 600` };
    const attribute = dictionary.get(match[1].toLowerCase());
    if (!attribute) return { error: `${where}: ${match[1]} is not an attribute in FreeRADIUS's dictionaries` };
    if (CONSOLE_OWNED.has(attribute.name.toLowerCase())) return { error: `${where}: ${attribute.name} is set by the console itself` };
    const value = match[2].replace(/^"(.*)"$/, '$1');
    if (value === '') return { error: `${where}: ${attribute.name} needs a value` };
    const bad = badValue(attribute, value);
    if (bad) return { error: `${where}: ${bad}` };
    items.push({ attribute: attribute.name, value: attribute.values.get(value.toLowerCase()) ?? value });
  }
  if (items.length > 50) return { error: 'At most 50 attributes' };
  return { items };
}

/** The stored items as the form shows them, one a line. */
export const replyAttributesText = (items: readonly ReplyItem[]): string => items.map((item) => `${item.attribute} = ${item.value}`).join('\n');
