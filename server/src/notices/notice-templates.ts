import { NOTICE_CHANNELS, NOTICE_KINDS, NOTICE_PLACEHOLDERS, type NoticeChannel, type NoticeKind, type NoticeTemplate } from '@console/api/contract';
import type { Db, Tx } from '../db/schema';
import { DEFAULT_NOTICE_TEXTS } from './notice-defaults';

/** Every kind's text per channel, in the catalogue's order: the staff's where saved, else the default. */
export async function loadNoticeTemplates(db: Db | Tx, only?: { kind: NoticeKind; channel: NoticeChannel }): Promise<NoticeTemplate[]> {
  let query = db.selectFrom('notice_templates').select(['kind', 'channel', 'enabled', 'subject', 'body']);
  if (only) query = query.where('kind', '=', only.kind).where('channel', '=', only.channel);
  const saved = new Map((await query.execute()).map((row) => [`${row.kind}/${row.channel}`, row]));
  const kinds = only ? [only.kind] : NOTICE_KINDS;
  const channels = only ? [only.channel] : NOTICE_CHANNELS;
  return kinds.flatMap((kind) =>
    channels.map((channel) => {
      const row = saved.get(`${kind}/${channel}`);
      const text = row ?? { ...DEFAULT_NOTICE_TEXTS[kind][channel], enabled: 1 };
      return {
        kind,
        channel,
        enabled: Boolean(text.enabled),
        subject: text.subject,
        body: text.body,
        custom: Boolean(row),
        placeholders: [...NOTICE_PLACEHOLDERS[kind]],
      };
    }),
  );
}

export async function noticeTemplateOf(db: Db | Tx, kind: NoticeKind, channel: NoticeChannel): Promise<NoticeTemplate> {
  const [template] = await loadNoticeTemplates(db, { kind, channel });
  return template;
}

export async function saveNoticeTemplate(
  tx: Tx,
  text: { kind: NoticeKind; channel: NoticeChannel; enabled: boolean; subject: string; body: string },
  now: number,
): Promise<void> {
  const values = { enabled: text.enabled ? 1 : 0, subject: text.subject, body: text.body, updated: now };
  await tx
    .insertInto('notice_templates')
    .values({ kind: text.kind, channel: text.channel, ...values })
    .onConflict((oc) => oc.columns(['kind', 'channel']).doUpdateSet(values))
    .execute();
}
