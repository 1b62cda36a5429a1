import type { ColumnType } from 'kysely';
import type { NoticeChannel, NoticeKind, NoticeState } from '@console/api/contract';

/** The notices' tables (migration 0027, docs/portal.md "Notices"). Times are epoch seconds. */

export interface NoticeEventsTable {
  id: string;
  kind: NoticeKind;
  /** With `kind`, unique: what makes a second recording of the same event a no-op. */
  key: string;
  customerId: string | null;
  salePointId: string | null;
  /** The kind's `NoticeEventData`, JSON. */
  data: string;
  created: number;
}

export interface NoticeDeliveriesTable {
  id: string;
  eventId: string;
  channel: NoticeChannel;
  /** An email address or a phone number, as it was when the event was recorded. */
  recipient: string;
  state: NoticeState;
  /** Why it failed or was skipped; '' otherwise. */
  reason: ColumnType<string, string | undefined, string>;
  /** What was sent (filled on the attempt that sent it). */
  subject: ColumnType<string, string | undefined, string>;
  body: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  sentAt: number | null;
  created: number;
  updated: number;
}

export interface NoticeTemplatesTable {
  kind: NoticeKind;
  channel: NoticeChannel;
  enabled: number;
  /** The email's subject; '' for SMS. */
  subject: string;
  body: string;
  updated: number;
}

export interface NoticeTables {
  notice_events: NoticeEventsTable;
  notice_deliveries: NoticeDeliveriesTable;
  notice_templates: NoticeTemplatesTable;
}
