import {
  DEFAULT_NOTICE_SETTINGS,
  NOTICE_CHANNELS,
  NOTICE_KINDS,
  NOTICE_KIND_NAMES,
  NOTICE_PLACEHOLDERS,
  fillPlaceholders,
  noticeCalls,
  type NoticeDelivery,
  type NoticeSettings,
  type NoticeTemplate,
} from '@console/api';
import { server } from '@console/testing';
import { ok } from '@console/testing/mock-api';
import { T0, recordedCalls } from './recorded-calls';

/** What the server fills a preview with when no subscriber is chosen (server/src/notices/notice-values.ts). */
const SAMPLE: Record<string, string> = {
  isp: 'Lagoon Net',
  name: 'Ada Obi',
  username: 'ada.obi',
  salePoint: 'Ikeja Kiosk',
  plan: 'Home 10 Mbps',
  endsAt: '29 Nov 2026, 10:00',
  endedAt: '26 Nov 2026, 10:00',
  days: '3',
  percent: '80',
  used: '80 GB',
  quota: '100 GB',
  receipt: 'R-2026-000123',
  amount: 'N15,000.00',
  changedAt: '26 Nov 2026, 10:00',
  batch: '12',
  count: '50',
};

/**
 * The notice calls as the server answers them: every kind's text per channel (a short default each),
 * the settings, a preview filled with the sample values (or the chosen subscriber's name, from
 * `subscribers`), and a subscriber's notices (`delivered` by default).
 */
export function mockNoticesApi({
  notices = [],
  subscribers = {},
}: { notices?: NoticeDelivery[]; subscribers?: Record<string, { name: string; username: string }> } = {}) {
  const templates: NoticeTemplate[] = NOTICE_KINDS.flatMap((kind) =>
    NOTICE_CHANNELS.map((channel) => ({
      kind,
      channel,
      enabled: true,
      subject: channel === 'email' ? `${NOTICE_KIND_NAMES[kind]}: {name}` : '',
      body: `Dear {name}, ${NOTICE_KIND_NAMES[kind].toLowerCase()}.`,
      custom: false,
      placeholders: [...NOTICE_PLACEHOLDERS[kind]],
    })),
  );
  const settings: NoticeSettings = { ...DEFAULT_NOTICE_SETTINGS, emailConfigured: true, timeZone: 'Africa/Lagos' };
  const { on, callsTo } = recordedCalls();
  server.use(
    on(noticeCalls.templates, () => ok({ templates })),
    on(noticeCalls.saveTemplate, (body) => {
      const template = templates.find((t) => t.kind === body.kind && t.channel === body.channel)!;
      Object.assign(template, { enabled: body.enabled, subject: body.channel === 'email' ? body.subject : '', body: body.body, custom: true });
      return ok({ template });
    }),
    on(noticeCalls.preview, (body) => {
      const values = { ...SAMPLE, ...(body.customerId ? subscribers[body.customerId] : {}) };
      return ok({ subject: fillPlaceholders(body.subject, values), body: fillPlaceholders(body.body, values) });
    }),
    on(noticeCalls.settings, () => ok({ settings })),
    on(noticeCalls.saveSettings, (body) => ok({ settings: Object.assign(settings, body) })),
    on(noticeCalls.ofCustomer, () => ok({ notices })),
  );
  return { templates, settings, callsTo };
}

/** A notice as the subscriber's Notices tab lists it: a plan-ending SMS delivered at T0 unless told otherwise. */
export const noticeRow = (fields: Partial<NoticeDelivery> = {}): NoticeDelivery => ({
  id: `not-0000-7000-8000-${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`,
  kind: 'plan_ends_soon',
  channel: 'sms',
  recipient: '08031234567',
  state: 'delivered',
  reason: '',
  subject: '',
  body: 'Dear Ada Obi, your plan ends soon.',
  attempts: 1,
  created: T0,
  sentAt: T0 + 60,
  ...fields,
});
