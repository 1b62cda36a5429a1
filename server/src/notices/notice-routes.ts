import type { FastifyInstance } from 'fastify';
import { CUSTOMER_NOTICES_SHOWN, fillPlaceholders, noticeCalls, type NoticeSettings } from '@console/api/contract';
import { REDACTED, changedFields, writeAudit } from '../audit/audit';
import { nowSeconds } from '../core/clock';
import type { Config } from '../config';
import { notFound } from '../http/api-error';
import { defineRoute } from '../http/define-route';
import { loadNoticeSettings, saveNoticeSettings, type StoredNoticeSettings } from './notice-settings';
import { loadNoticeTemplates, noticeTemplateOf, saveNoticeTemplate } from './notice-templates';
import { noticeValues, sampleEvent } from './notice-values';

/** The settings as answered: the stored ones and what the environment decides (SMTP, the zone). */
const settingsAnswer = (config: Config, stored: StoredNoticeSettings): NoticeSettings => ({
  ...stored,
  emailConfigured: Boolean(config.smtpUrl),
  timeZone: config.receipt.timeZone,
});

/** The Notices page's calls and the subscriber's Notices tab (docs/portal.md "Notices"). */
export async function noticeRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, noticeCalls.templates, async ({ deps }) => ({ templates: await loadNoticeTemplates(deps.db) }));

  defineRoute(app, noticeCalls.saveTemplate, async ({ body, user, deps }) =>
    deps.db.transaction().execute(async (tx) => {
      const before = await noticeTemplateOf(tx, body.kind, body.channel);
      await saveNoticeTemplate(tx, body, nowSeconds());
      const changes = changedFields(
        { enabled: before.enabled, subject: before.subject, body: before.body },
        { enabled: body.enabled, subject: body.subject, body: body.body },
      );
      await writeAudit(tx, user, { action: 'update', entity: 'Notice text', entityId: `${body.kind}/${body.channel}`, changes });
      return { template: await noticeTemplateOf(tx, body.kind, body.channel) };
    }),
  );

  defineRoute(app, noticeCalls.preview, async ({ body, deps }) => {
    const now = nowSeconds();
    const event = { ...sampleEvent(body.kind, now), customerId: body.customerId ?? null };
    if (event.customerId) {
      const customer = await deps.db.selectFrom('customers').select('id').where('id', '=', event.customerId).executeTakeFirst();
      if (!customer) throw notFound('Customer');
    }
    const values = await noticeValues(deps.db, event, { isp: deps.config.receipt.name, timeZone: deps.config.receipt.timeZone, now });
    return { subject: fillPlaceholders(body.subject, values), body: fillPlaceholders(body.body, values) };
  });

  defineRoute(app, noticeCalls.settings, async ({ deps }) => ({ settings: settingsAnswer(deps.config, await loadNoticeSettings(deps.db)) }));

  defineRoute(app, noticeCalls.saveSettings, async ({ body, user, deps }) =>
    deps.db.transaction().execute(async (tx) => {
      const before = await loadNoticeSettings(tx);
      await saveNoticeSettings(tx, body);
      // The gateway's headers usually carry its key: audited as changed, without their values.
      const changes = changedFields(before, body);
      if (changes.smsHeaders) changes.smsHeaders = { before: REDACTED, after: REDACTED };
      await writeAudit(tx, user, { action: 'update', entity: 'Notice settings', changes });
      return { settings: settingsAnswer(deps.config, body) };
    }),
  );

  defineRoute(app, noticeCalls.ofCustomer, async ({ body, deps }) => {
    const customer = await deps.db.selectFrom('customers').select('id').where('id', '=', body.id).executeTakeFirst();
    if (!customer) throw notFound('Customer');
    const rows = await deps.db
      .selectFrom('notice_deliveries as d')
      .innerJoin('notice_events as e', 'e.id', 'd.eventId')
      .select(['d.id', 'e.kind', 'd.channel', 'd.recipient', 'd.state', 'd.reason', 'd.subject', 'd.body', 'd.attempts', 'd.created', 'd.sentAt'])
      .where('e.customerId', '=', body.id)
      .orderBy('d.created', 'desc')
      .orderBy('d.id', 'desc')
      .limit(CUSTOMER_NOTICES_SHOWN)
      .execute();
    return {
      notices: rows.map((row) => ({
        ...row,
        attempts: Number(row.attempts),
        created: Number(row.created),
        sentAt: row.sentAt === null ? null : Number(row.sentAt),
      })),
    };
  });
}
