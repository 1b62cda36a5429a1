import { DEFAULT_NOTICE_SETTINGS, noticeSettingsUpdate, type NoticeSettings } from '@console/api/contract';
import type { Db, Tx } from '../db/schema';

/**
 * The notices' settings (docs/portal.md "Notices"): one JSON value in `server_settings` under this
 * key, edited on the console's Notices page. The console has no settings store of its own; the
 * SMTP server stays in the environment (SMTP_URL, MAIL_FROM) with the other mail.
 */
const KEY = 'notices';

/** What the stored value holds: the settings form's fields. */
export type StoredNoticeSettings = Omit<NoticeSettings, 'emailConfigured' | 'timeZone'>;

export async function loadNoticeSettings(db: Db | Tx): Promise<StoredNoticeSettings> {
  const row = await db.selectFrom('server_settings').select('value').where('key', '=', KEY).executeTakeFirst();
  if (!row) return DEFAULT_NOTICE_SETTINGS;
  // Parsed as the form's body: a value saved by an older version gets the defaults of fields it lacks.
  const parsed = noticeSettingsUpdate.safeParse({ ...DEFAULT_NOTICE_SETTINGS, ...(JSON.parse(row.value) as object) });
  return parsed.success ? parsed.data : DEFAULT_NOTICE_SETTINGS;
}

export async function saveNoticeSettings(tx: Tx, settings: StoredNoticeSettings): Promise<void> {
  const value = JSON.stringify(settings);
  await tx
    .insertInto('server_settings')
    .values({ key: KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}
