import { portalApi } from '../api';
import { Link } from '../components/link';
import { FailedRead } from '../components/said';
import { useRead } from '../components/use-read';
import { dateText, nairaText } from '../format';

const METHODS: Record<string, string> = {
  cash: 'Cash',
  bank: 'Bank transfer',
  card: 'Card',
  pos: 'POS',
  balance: 'From the balance',
  account: 'On account',
};

/** A receipt as it was issued, to show at a shop or print (the page prints without its buttons). */
export function ReceiptPage({ number }: { number: string }) {
  const { data: r, error } = useRead(() => portalApi.receipt(number));
  if (error) {
    return (
      <FailedRead error={error}>
        <Link to={{ name: 'papers' }}>Back to receipts</Link>
      </FailedRead>
    );
  }
  if (!r) return <main aria-busy="true">Loading…</main>;
  return (
    <main>
      <article className="card" aria-labelledby="receipt">
        <h2 id="receipt">Receipt {r.number}</h2>
        <p className="muted">
          {r.isp.name}
          {r.isp.address ? `, ${r.isp.address}` : ''}
        </p>
        <dl style={{ marginTop: 12 }}>
          <dt>Date</dt>
          <dd>{dateText(r.issued)}</dd>
          <dt>For</dt>
          <dd>{r.description}</dd>
          <dt>Subscriber</dt>
          <dd>
            {r.customer.name} ({r.customer.username})
          </dd>
          <dt>Price</dt>
          <dd>{nairaText(r.price)}</dd>
          {r.discount > 0 ? (
            <>
              <dt>Discount</dt>
              <dd>{nairaText(r.discount)}</dd>
            </>
          ) : null}
          <dt>Paid</dt>
          <dd>
            <strong>{nairaText(r.total)}</strong>
          </dd>
          <dt>How</dt>
          <dd>{METHODS[r.method] ?? r.method}</dd>
          {r.balanceAfter !== null ? (
            <>
              <dt>Balance after</dt>
              <dd>{nairaText(r.balanceAfter)}</dd>
            </>
          ) : null}
        </dl>
        {r.reversed ? (
          <p className="alert">
            Reversed on {dateText(r.reversed.at)}: {r.reversed.reason}
          </p>
        ) : null}
      </article>
      <p className="no-print">
        <button type="button" onClick={() => window.print()}>
          Print
        </button>{' '}
        <Link to={{ name: 'papers' }}>Back to receipts</Link>
      </p>
    </main>
  );
}
