import { INVOICE_STATE_LABELS, PAYMENT_METHOD_LABELS, type Invoice } from '@console/api';
import { formatDate, formatNaira } from '@console/ui';

/** 'yyyy-mm-dd' (a calendar day) → 'dd/mm/yyyy'. */
const day = (text: string) => text.split('-').reverse().join('/');

/** The invoice as paper (the screen and the printout): the ISP, the subscriber, the lines, VAT apart, payments, its credit note. */
export function InvoicePaper({ invoice }: { invoice: Invoice }) {
  return (
    <div className="invoice" aria-label={`Invoice ${invoice.number}`}>
      <div className="invoice__head">
        <div>
          <h2>{invoice.seller.name || 'Invoice'}</h2>
          {invoice.seller.address && <div>{invoice.seller.address}</div>}
          {invoice.seller.taxId && <div>Tax ID {invoice.seller.taxId}</div>}
        </div>
        <div className="invoice__title">
          <h3>Invoice {invoice.number}</h3>
          <div>Issued {formatDate(invoice.issuedAt)}</div>
          <div>Due {day(invoice.dueDate)}</div>
          <div className={`invoice__state invoice__state--${invoice.state}`}>{INVOICE_STATE_LABELS[invoice.state]}</div>
        </div>
      </div>
      <p>
        Bill to <strong>{invoice.customer.name}</strong>
      </p>
      {invoice.creditNoteDetail && (
        <div className="invoice__void" role="status">
          VOID: credit note {invoice.creditNoteDetail.number} of {formatDate(invoice.creditNoteDetail.issuedAt)} by {invoice.creditNoteDetail.by},{' '}
          {formatNaira(invoice.creditNoteDetail.amount)}: {invoice.creditNoteDetail.reason}
        </div>
      )}
      <table className="invoice__lines">
        <thead>
          <tr>
            <th>Date</th>
            <th>Description</th>
            <th className="invoice__amount">Amount</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line) => (
            <tr key={line.entryId}>
              <td>{formatDate(line.at)}</td>
              <td>{line.description}</td>
              <td className="invoice__amount">{formatNaira(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={2}>Subtotal</td>
            <td className="invoice__amount">{formatNaira(invoice.subtotal)}</td>
          </tr>
          <tr>
            <td colSpan={2}>VAT {invoice.vatRate}%</td>
            <td className="invoice__amount">{formatNaira(invoice.vat)}</td>
          </tr>
          <tr className="invoice__total">
            <td colSpan={2}>Total</td>
            <td className="invoice__amount">{formatNaira(invoice.total)}</td>
          </tr>
          <tr>
            <td colSpan={2}>Paid</td>
            <td className="invoice__amount">{formatNaira(invoice.paid)}</td>
          </tr>
          <tr className="invoice__total">
            <td colSpan={2}>Outstanding</td>
            <td className="invoice__amount">{formatNaira(invoice.outstanding)}</td>
          </tr>
        </tfoot>
      </table>
      {invoice.payments.length > 0 && (
        <table className="invoice__payments" aria-label="Payments">
          <thead>
            <tr>
              <th>Paid</th>
              <th>By</th>
              <th className="invoice__amount">Amount</th>
            </tr>
          </thead>
          <tbody>
            {invoice.payments.map((payment) => (
              <tr key={payment.entryId}>
                <td>{formatDate(payment.at)}</td>
                <td>{[PAYMENT_METHOD_LABELS[payment.method], payment.reference].filter(Boolean).join(' ')}</td>
                <td className="invoice__amount">{formatNaira(payment.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="invoice__muted">Issued by {invoice.by}.</p>
    </div>
  );
}
