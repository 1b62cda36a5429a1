import { INVOICE_STATE_LABELS, PAYMENT_METHOD_LABELS, nairaText, type Invoice } from '@console/api/contract';

// The invoice as an A4 PDF, drawn with pdfkit's built-in Helvetica (no font files to ship). The
// naira sign is written N, as the spec's screens do (Helvetica's WinAnsi has no ₦).

const MARGIN = 50;
const WIDTH = 595.28 - 2 * MARGIN;
const money = (naira: number) => nairaText(Math.round(naira * 100));

/** 'dd/mm/yyyy' of an epoch on the ISP's clock. */
const dayOf = (epoch: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(epoch * 1000));
/** 'yyyy-MM-dd' → 'dd/mm/yyyy'. */
const calendarDay = (text: string) => text.split('-').reverse().join('/');

/** A row of label and amount, the amount right-aligned in the last column. */
function amountRow(doc: PDFKit.PDFDocument, label: string, amount: string, options: { bold?: boolean } = {}) {
  const y = doc.y;
  doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica');
  doc.text(label, MARGIN + WIDTH - 260, y, { width: 150 });
  doc.text(amount, MARGIN + WIDTH - 110, y, { width: 110, align: 'right' });
  doc.moveDown(0.3);
}

/** The invoice's PDF, whole, in memory (an invoice is a page or two). */
export async function invoicePdf(invoice: Invoice, timeZone: string): Promise<Buffer> {
  // Loaded on first use: pdfkit adds about 24 MB to every server process that never draws one.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `Invoice ${invoice.number}`, Author: invoice.seller.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(invoice.seller.name || 'Invoice', MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9);
  if (invoice.seller.address) doc.text(invoice.seller.address);
  if (invoice.seller.taxId) doc.text(`Tax ID: ${invoice.seller.taxId}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(14).text(`INVOICE ${invoice.number}`);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Issued: ${dayOf(invoice.issuedAt, timeZone)}    Due: ${calendarDay(invoice.dueDate)}    State: ${INVOICE_STATE_LABELS[invoice.state]}`);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').text('Bill to');
  doc.font('Helvetica').text(invoice.customer.name);
  doc.moveDown();

  const columns = { date: MARGIN, description: MARGIN + 80, amount: MARGIN + WIDTH - 110 };
  const header = doc.y;
  doc.font('Helvetica-Bold');
  doc.text('Date', columns.date, header);
  doc.text('Description', columns.description, header);
  doc.text('Amount', columns.amount, header, { width: 110, align: 'right' });
  doc
    .moveTo(MARGIN, doc.y + 2)
    .lineTo(MARGIN + WIDTH, doc.y + 2)
    .stroke();
  doc.moveDown(0.5).font('Helvetica');
  for (const line of invoice.lines) {
    const y = doc.y;
    doc.text(dayOf(line.at, timeZone), columns.date, y);
    doc.text(line.description, columns.description, y, { width: columns.amount - columns.description - 10 });
    // A long description wraps: the next row starts below its last line, not the amount's.
    const bottom = doc.y;
    doc.text(money(line.amount), columns.amount, y, { width: 110, align: 'right' });
    doc.y = Math.max(doc.y, bottom);
    doc.moveDown(0.3);
  }
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + WIDTH, doc.y)
    .stroke();
  doc.moveDown(0.5);
  amountRow(doc, 'Subtotal', money(invoice.subtotal));
  amountRow(doc, `VAT ${invoice.vatRate}%`, money(invoice.vat));
  amountRow(doc, 'Total', money(invoice.total), { bold: true });
  amountRow(doc, 'Paid', money(invoice.paid));
  amountRow(doc, 'Outstanding', money(invoice.outstanding), { bold: true });

  if (invoice.payments.length > 0) {
    doc.moveDown().font('Helvetica-Bold').text('Payments', MARGIN).font('Helvetica');
    for (const payment of invoice.payments) {
      const how = `${PAYMENT_METHOD_LABELS[payment.method]}${payment.reference ? ` ${payment.reference}` : ''}`;
      doc.text(`${dayOf(payment.at, timeZone)}  ${how}  ${money(payment.amount)}`, MARGIN);
    }
  }
  if (invoice.creditNoteDetail) {
    const note = invoice.creditNoteDetail;
    doc
      .moveDown()
      .font('Helvetica-Bold')
      .text(`VOID: credit note ${note.number} of ${dayOf(note.issuedAt, timeZone)}, ${money(note.amount)}`, MARGIN);
    doc.font('Helvetica').text(`Reason: ${note.reason}`, MARGIN);
  }
  doc.end();
  return done;
}
