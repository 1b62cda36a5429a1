import { z } from 'zod';
import { NOTICE_CHANNELS, NOTICE_KINDS, NOTICE_STATES, SMS_METHODS } from '../schemas/notices';
import { answerId, epochSeconds } from './common';

/** A notice's text for one channel: the staff's, or the shipped default (`custom` false). */
export const noticeTemplateAnswer = z.object({
  kind: z.enum(NOTICE_KINDS),
  channel: z.enum(NOTICE_CHANNELS),
  enabled: z.boolean(),
  subject: z.string(),
  body: z.string(),
  custom: z.boolean(),
  placeholders: z.array(z.string()),
});
export type NoticeTemplate = z.output<typeof noticeTemplateAnswer>;

export const noticeSettingsAnswer = z.object({
  endsSoonDays: z.number().int(),
  quietFrom: z.string(),
  quietUntil: z.string(),
  smsSender: z.string(),
  smsUrl: z.string(),
  smsMethod: z.enum(SMS_METHODS),
  smsHeaders: z.string(),
  smsBody: z.string(),
  /** Whether SMTP_URL is set: without it an email notice is only written to the outbox. */
  emailConfigured: z.boolean(),
  /** RADIUS_TIME_ZONE, the zone of the quiet hours. */
  timeZone: z.string(),
});
export type NoticeSettings = z.output<typeof noticeSettingsAnswer>;

export const noticePreviewAnswer = z.object({ subject: z.string(), body: z.string() });

/** One notice sent (or to be sent) to a subscriber on one channel. */
export const noticeDeliveryAnswer = z.object({
  id: answerId,
  kind: z.enum(NOTICE_KINDS),
  channel: z.enum(NOTICE_CHANNELS),
  recipient: z.string(),
  state: z.enum(NOTICE_STATES),
  reason: z.string(),
  subject: z.string(),
  body: z.string(),
  attempts: z.number().int(),
  created: epochSeconds,
  sentAt: epochSeconds.nullable(),
});
export type NoticeDelivery = z.output<typeof noticeDeliveryAnswer>;
