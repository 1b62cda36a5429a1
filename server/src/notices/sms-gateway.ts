import { fillPlaceholders } from '@console/api/contract';
import type { StoredNoticeSettings } from './notice-settings';

export interface Sms {
  recipient: string;
  sender: string;
  text: string;
}

/** A gateway slower than this is taken as failed; the job tries again later. */
const TIMEOUT_MS = 10_000;

/** A Nigerian number as the gateways take it: 234XXXXXXXXXX (0803... and +234803... alike). */
export function internationalNumber(phone: string): string {
  const digits = phone.replace(/[^\d]/g, '');
  return digits.startsWith('0') ? `234${digits.slice(1)}` : digits;
}

/** How a value is written into the body: JSON-escaped in a JSON body, URL-encoded in a form's, as is otherwise. */
function bodyEscape(contentType: string): (value: string) => string {
  if (/json/i.test(contentType)) return (value) => JSON.stringify(value).slice(1, -1);
  if (/x-www-form-urlencoded/i.test(contentType)) return encodeURIComponent;
  return (value) => value;
}

/**
 * Sends one SMS through the configured HTTP gateway: the URL, headers and body are the settings'
 * templates filled with {recipient}, {sender} and {text}. A 2xx answer is delivered; anything else
 * (another status, no answer in time) is thrown with what the gateway said, for the Notices list.
 */
export async function sendSms(settings: StoredNoticeSettings, sms: Sms): Promise<void> {
  const values = { recipient: internationalNumber(sms.recipient), sender: sms.sender, text: sms.text };
  const headers: Record<string, string> = {};
  for (const line of settings.smsHeaders.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim()] = fillPlaceholders(line.slice(colon + 1).trim(), values);
  }
  const contentType = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  const url = fillPlaceholders(settings.smsUrl, values, encodeURIComponent);
  const body = settings.smsMethod === 'GET' ? undefined : fillPlaceholders(settings.smsBody, values, bodyEscape(contentType));
  let answer: Response;
  try {
    answer = await fetch(url, { method: settings.smsMethod, headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    // fetch says 'fetch failed'; its cause says why (ECONNREFUSED, a bad address); a timeout says so itself.
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new Error(`The SMS gateway did not answer: ${cause?.code ?? cause?.message ?? (error as Error).message}`, { cause: error });
  }
  if (answer.ok) return;
  const said = (await answer.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, 200);
  throw new Error(`The SMS gateway answered ${answer.status}${said ? `: ${said}` : ''}`);
}
