import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/schema';
import { nowSeconds } from './clock';
import { newId } from './ids';
import { redactSecrets } from '../http/log-redaction';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Sends `mail`; an SMTP failure is logged and the mail stays in the outbox. */
  send(mail: Mail): Promise<void>;
  /**
   * Sends `mail` and says how: 'sent' over SMTP, or 'outbox' only (no SMTP_URL). An SMTP failure is
   * thrown, for a caller that retries and shows it (a notice).
   */
  deliver(mail: Mail): Promise<'sent' | 'outbox'>;
}

/**
 * Every mail is kept in the outbox table. With SMTP_URL set it is also sent over SMTP, and once sent
 * the outbox keeps it with its links' tokens blanked, so a database dump opens no account. The log
 * carries mail bodies only in development (`logBodies`, DEV_MAIL_LOG=1).
 */
export function createMailer(db: Db, smtpUrl: string | null, from: string, log: FastifyBaseLogger, logBodies = false): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const deliver = async (mail: Mail): Promise<'sent' | 'outbox'> => {
    const id = newId();
    await db
      .insertInto('outbox')
      .values({ id, recipient: mail.to, subject: mail.subject, body: mail.text, created: nowSeconds(), sent: 0 })
      .execute();
    if (logBodies) log.info({ mail: { to: mail.to, subject: mail.subject, text: mail.text } }, 'mail (DEV_MAIL_LOG)');
    if (!transport) {
      log.info({ mail: { to: mail.to, subject: mail.subject } }, 'mail written to the outbox (no SMTP_URL)');
      return 'outbox';
    }
    await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    await db
      .updateTable('outbox')
      .set({ sent: 1, body: redactSecrets(mail.text) })
      .where('id', '=', id)
      .execute();
    return 'sent';
  };
  return {
    deliver,
    async send(mail) {
      try {
        await deliver(mail);
      } catch (error) {
        log.error({ err: error, to: mail.to }, 'SMTP delivery failed; the mail stays in the outbox');
      }
    },
  };
}
