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
