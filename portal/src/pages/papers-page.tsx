import { portalApi } from '../api';
import { Link } from '../components/link';
import { useRead } from '../components/use-read';
import { dateText, nairaText } from '../format';

const STATES: Record<string, string> = { issued: 'Unpaid', 'part-paid': 'Part paid', paid: 'Paid', overdue: 'Overdue', void: 'Void' };

export function PapersPage() {
  const { data, error } = useRead(portalApi.papers);
  return (
    <main>
      {error ? (
        <p className="alert" role="alert">
          {error}
        </p>
      ) : null}
      <section className="card" aria-labelledby="receipts">
        <h2 id="receipts">Receipts</h2>
        {data && data.receipts.length === 0 ? <p className="muted">No receipts yet.</p> : null}
        <ul className="rows">
          {data?.receipts.map((r) => (
            <li key={r.number}>
              <span>
                <Link to={{ name: 'receipt', number: r.number }}>{r.number}</Link>
                <br />
                <span className="muted">
                  {dateText(r.issued)}, {r.description}
                </span>
              </span>
              <span>{nairaText(r.total)}</span>
            </li>
          ))}
        </ul>
      </section>
      {data && data.invoices.length > 0 ? (
        <section className="card" aria-labelledby="invoices">
          <h2 id="invoices">Invoices</h2>
          <ul className="rows">
            {data.invoices.map((i) => (
              <li key={i.number}>
                <span>
                  {i.number}
                  <br />
                  <span className="muted">
                    {dateText(i.issued)}, {STATES[i.state] ?? i.state}
                    {i.outstanding > 0 ? `, ${nairaText(i.outstanding)} to pay` : ''}
                  </span>
                </span>
                <span>{nairaText(i.total)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Link to={{ name: 'home' }}>Back to my account</Link>
    </main>
  );
}
