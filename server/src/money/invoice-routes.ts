import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { invoiceCalls, rowId } from '@console/api/contract';
import { nowSeconds } from '../core/clock';
import type { AppDeps } from '../http/app-deps';
import { sendDownload } from '../http/csv-answer';
import { defineRoute } from '../http/define-route';
import { defineSignedDownload } from '../http/signed-download';
import { issueCreditNote } from './credit-notes';
import { once } from './idempotency';
import { invoicePdf } from './invoice-pdf';
import { listInvoices, loadInvoice, todayIn } from './invoice-reads';
import { payInvoices } from './invoice-payments';
import { issueInvoice, uninvoiced } from './invoices';

const PDF_LINK_SECONDS = 300;

/** Corporate invoices (docs/money.md "Invoices"): issue, list, read, pay, void by a credit note, PDF. */
export function invoiceRoutes(app: FastifyInstance): void {
  const zone = (deps: AppDeps) => deps.config.receipt.timeZone;
  const today = (deps: AppDeps) => todayIn(zone(deps), nowSeconds());
  const read = (deps: AppDeps, id: string) => loadInvoice(deps.db, id, deps.config.receipt, today(deps));

  defineRoute(app, invoiceCalls.uninvoiced, ({ body, deps }) => uninvoiced(deps.db, body.customerId, deps.config.invoice));

  defineRoute(app, invoiceCalls.create, ({ body, deps, user }) =>
    once(deps.db, user.id, invoiceCalls.create.path, body, async (tx) => {
      const id = await issueInvoice(tx, user, {
        customerId: body.customerId,
        dueDate: body.dueDate === '' ? undefined : body.dueDate,
        timeZone: zone(deps),
        settings: deps.config.invoice,
      });
      return { invoice: await loadInvoice(tx, id, deps.config.receipt, today(deps)) };
    }),
  );

  defineRoute(app, invoiceCalls.list, ({ body, deps }) => listInvoices(deps.db, body, today(deps)));

  defineRoute(app, invoiceCalls.read, async ({ body, deps }) => ({ invoice: await read(deps, body.id) }));

  defineRoute(app, invoiceCalls.pay, ({ body, deps, user }) =>
    once(deps.db, user.id, invoiceCalls.pay.path, body, (tx) => payInvoices(tx, user, body)),
  );

  defineRoute(app, invoiceCalls.creditNote, ({ body, deps, user }) =>
    once(deps.db, user.id, invoiceCalls.creditNote.path, body, async (tx) => {
      await issueCreditNote(tx, user, { ...body, timeZone: zone(deps) });
      return { invoice: await loadInvoice(tx, body.invoiceId, deps.config.receipt, today(deps)) };
    }),
  );

  defineSignedDownload(app, {
    calls: invoiceCalls.pdf,
    sign: ({ body }) => ({ id: body.id }),
    linkSeconds: PDF_LINK_SECONDS,
    params: z.object({ id: rowId }),
    refusal: 'This invoice link is invalid or has expired. Open the invoice again and download its PDF.',
    async send({ params, reply, deps }) {
      const invoice = await read(deps, params.id);
      return sendDownload(reply, `${invoice.number}.pdf`, Readable.from([await invoicePdf(invoice, zone(deps))]), 'application/pdf');
    },
  });
}
