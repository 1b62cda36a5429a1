import { z } from 'zod';
import { P } from '../permissions';
import { INVALID, REQUIRED, atMostCharacters, rowId, wholeNumber } from './common';
import { CUSTOMER_ACCESS } from './customers-access';

/**
 * Notices (issue 30, docs/portal.md "Notices"): what the console tells a subscriber or a sale point,
 * by email and SMS. The kinds, the placeholders each kind's text may use and how a text is filled are
 * here, once, so the template editor refuses an unknown placeholder at the field with the server's
 * words, and the preview renders what the server will send.
 */
export const NOTICE_KINDS = [
  'plan_ends_soon',
  'plan_ended',
  'quota_80',
  'quota_100',
  'payment_received',
  'network_password_changed',
  'voucher_batch_ready',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NOTICE_CHANNELS = ['email', 'sms'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

export const NOTICE_STATES = ['pending', 'delivered', 'failed', 'skipped'] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];

/** A delivery failing this many times is given up (about eight hours of tries with the queue's backoff). */
export const NOTICE_MAX_ATTEMPTS = 10;

/**
 * What the code that records an event gives, per kind (times are epoch seconds, money kobo, data
 * bytes). The recipient's name, username and the like are read when the notice is sent.
 */
export interface NoticeEventData {
  plan_ends_soon: { plan: string; endsAt: number };
  plan_ended: { plan: string; endedAt: number };
  quota_80: { plan: string; usedBytes: number; quotaBytes: number };
  quota_100: { plan: string; usedBytes: number; quotaBytes: number };
  payment_received: { receipt: string; amountKobo: number };
  network_password_changed: { changedAt: number };
  voucher_batch_ready: { batch: number; count: number; plan: string };
}

/** Every text may name the ISP; the rest depends on the kind (its event's data and whom it is for). */
const SUBSCRIBER = ['name', 'username'] as const;
export const NOTICE_PLACEHOLDERS: Record<NoticeKind, readonly string[]> = {
  plan_ends_soon: ['isp', ...SUBSCRIBER, 'plan', 'endsAt', 'days'],
  plan_ended: ['isp', ...SUBSCRIBER, 'plan', 'endedAt'],
  quota_80: ['isp', ...SUBSCRIBER, 'plan', 'percent', 'used', 'quota'],
  quota_100: ['isp', ...SUBSCRIBER, 'plan', 'percent', 'used', 'quota'],
  payment_received: ['isp', ...SUBSCRIBER, 'receipt', 'amount'],
  network_password_changed: ['isp', ...SUBSCRIBER, 'changedAt'],
  voucher_batch_ready: ['isp', 'salePoint', 'batch', 'count', 'plan'],
};

/** The kinds as the console names them. */
export const NOTICE_KIND_NAMES: Record<NoticeKind, string> = {
  plan_ends_soon: 'Plan ends soon',
  plan_ended: 'Plan ended',
  quota_80: 'Data quota 80 % used',
  quota_100: 'Data quota used up',
  payment_received: 'Payment received',
  network_password_changed: 'Network password changed',
  voucher_batch_ready: 'Voucher batch ready (sale point)',
};

/** The SMS gateway's request may use these, filled per message. */
export const SMS_GATEWAY_PLACEHOLDERS = ['recipient', 'sender', 'text'] as const;

const PLACEHOLDER = /\{([^{}\s]*)\}/g;

/** The placeholders of `text` that are not in `known`, in order, once each. */
export function unknownPlaceholders(text: string, known: readonly string[]): string[] {
  const unknown = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]).filter((name) => !known.includes(name));
  return [...new Set(unknown)];
}

/** What a field with an unknown placeholder says: the first unknown one and the ones it may use. */
export const unknownPlaceholderMessage = (unknown: string, known: readonly string[]): string =>
  `Unknown placeholder {${unknown}}: use ${known.map((name) => `{${name}}`).join(', ')}`;

/** `text` with each `{placeholder}` replaced by its value (`escape`d: a URL's or a JSON body's); unknown ones stay as written. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>, escape: (value: string) => string = (v) => v): string {
  return text.replace(PLACEHOLDER, (match, name: string) => (Object.hasOwn(values, name) ? escape(values[name]) : match));
}

/** A text field that may use only `known` placeholders, refused at the field otherwise. */
const placeholderText = (max: number, known: readonly string[]) =>
  z
    .string({ error: 'Enter text' })
    .trim()
    .max(max, { error: atMostCharacters(max) })
    .superRefine((value, ctx) => {
      const [unknown] = unknownPlaceholders(value, known);
      if (unknown !== undefined) ctx.addIssue({ code: 'custom', message: unknownPlaceholderMessage(unknown, known) });
    });

export const NOTICE_SUBJECT_MAX = 150;
export const NOTICE_EMAIL_MAX = 2000;
/** Three SMS parts: a longer text costs more than it tells. */
export const NOTICE_SMS_MAX = 459;

const noticeText = z.object({
  kind: z.enum(NOTICE_KINDS, { error: INVALID }),
  channel: z.enum(NOTICE_CHANNELS, { error: INVALID }),
  enabled: z.boolean({ error: INVALID }),
  subject: z.string({ error: 'Enter text' }),
  body: z.string({ error: 'Enter text' }),
});

/**
 * A notice's text checked at its fields: only the kind's placeholders, within the channel's length;
 * an enabled text is not empty and an email has a subject. An SMS has no subject (saved as '').
 */
function checkedText<S extends typeof noticeText>(schema: S) {
  return schema
    .superRefine((value, ctx) => {
      const known = NOTICE_PLACEHOLDERS[value.kind];
      const check = (field: 'subject' | 'body', max: number) => {
        const parsed = placeholderText(max, known).safeParse(value[field]);
        if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [field] });
        else if (value.enabled && parsed.data === '') ctx.addIssue({ code: 'custom', message: REQUIRED, path: [field] });
      };
      check('body', value.channel === 'sms' ? NOTICE_SMS_MAX : NOTICE_EMAIL_MAX);
      if (value.channel === 'email') check('subject', NOTICE_SUBJECT_MAX);
    })
    .transform((value) => ({ ...value, subject: value.channel === 'email' ? value.subject.trim() : '', body: value.body.trim() }));
}

/** A notice's text for one channel, as the editor saves it. */
export const noticeTemplateUpdate = checkedText(noticeText);

/** A preview: the text as it is in the editor, filled with sample values or the chosen subscriber's. */
export const noticePreviewRequest = checkedText(noticeText.extend({ customerId: rowId.nullable().optional() }));

/** 'HH:MM', 24-hour. */
const clock = z
  .string({ error: 'Enter a time' })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Enter a time as HH:MM (24-hour)' });

export const SMS_METHODS = ['POST', 'GET'] as const;

/**
 * The channels' and the timing's settings. The SMS gateway is any HTTP API: the URL, method,
 * headers ('Name: value' per line) and body are templates with {recipient}, {sender} and {text}.
 * Quiet hours from `quietFrom` to `quietUntil` (RADIUS_TIME_ZONE; equal: none) hold notices back.
 */
export const noticeSettingsUpdate = z.object({
  endsSoonDays: wholeNumber(1, 30),
  quietFrom: clock,
  quietUntil: clock,
  smsSender: z
    .string({ error: 'Enter text' })
    .trim()
    .max(11, { error: atMostCharacters(11) })
    .regex(/^[A-Za-z0-9 ]*$/, { error: 'Letters, digits and spaces only (an SMS sender id)' }),
  smsUrl: z
    .string({ error: 'Enter an address' })
    .trim()
    .max(500, { error: atMostCharacters(500) })
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/.test(value), { error: 'An http:// or https:// address' })
    .pipe(placeholderText(500, SMS_GATEWAY_PLACEHOLDERS)),
  smsMethod: z.enum(SMS_METHODS, { error: INVALID }),
  smsHeaders: placeholderText(2000, SMS_GATEWAY_PLACEHOLDERS).refine(
    (value) => value.split('\n').every((line) => line.trim() === '' || /^[A-Za-z0-9-]+:.*$/.test(line.trim())),
    { error: "One header a line, as 'Name: value'" },
  ),
  smsBody: placeholderText(2000, SMS_GATEWAY_PLACEHOLDERS),
});

/** A fresh installation's settings: plan ends told 3 days ahead, nothing sent from 21:00 to 07:00, no SMS gateway. */
export const DEFAULT_NOTICE_SETTINGS: z.output<typeof noticeSettingsUpdate> = {
  endsSoonDays: 3,
  quietFrom: '21:00',
  quietUntil: '07:00',
  smsSender: '',
  smsUrl: '',
  smsMethod: 'POST',
  smsHeaders: '',
  smsBody: '',
};

/** Who may do what with notices (permissions 160-162); a subscriber's notices are read with the subscriber too. */
export const NOTICE_ACCESS = {
  view: [P.VIEW_NOTICES, P.EDIT_NOTICE_TEXTS, P.EDIT_NOTICE_SETTINGS],
  texts: [P.EDIT_NOTICE_TEXTS],
  settings: [P.EDIT_NOTICE_SETTINGS],
  ofCustomer: [...CUSTOMER_ACCESS.readCustomer, P.VIEW_NOTICES],
} as const;
