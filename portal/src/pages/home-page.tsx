import { useState } from 'react';
import { messageOf, portalApi, type PortalHome } from '../api';
import { Link } from '../components/link';
import { FailedRead } from '../components/said';
import { UsageChart } from '../components/usage-chart';
import { useRead } from '../components/use-read';
import { bytesText, dateText, durationText, nairaText } from '../format';

function PlanCard({ home }: { home: PortalHome }) {
  const { plan, next } = home;
  if (!plan) {
    return (
      <section className="card" aria-labelledby="plan">
        <h2 id="plan">Your plan</h2>
        <p className="big">No plan yet</p>
        <p className="muted">Recharge with a voucher PIN or buy a plan to get online.</p>
      </section>
    );
  }
  const running = plan.state === 'active';
  return (
    <section className="card" aria-labelledby="plan">
      <h2 id="plan">Your plan</h2>
      <p className="big">{plan.name}</p>
      <p className="muted">{running ? `Ends ${dateText(plan.end)}` : `Ended ${dateText(plan.end)}`}</p>
      {next ? <p className="muted">Then {`${next.name} until ${dateText(next.end)}`}</p> : null}
      <dl style={{ marginTop: 12 }}>
        <dt>Time left</dt>
        <dd>{home.secondsLeft === null ? 'None' : durationText(home.secondsLeft)}</dd>
        <dt>Data left</dt>
        <dd>{home.bytesLeft === null ? 'No data limit' : bytesText(home.bytesLeft)}</dd>
        <dt>Balance</dt>
        <dd>{nairaText(home.balance)}</dd>
      </dl>
    </section>
  );
}

function Devices({ home, reload }: { home: PortalHome; reload: () => void }) {
  const [said, setSaid] = useState<string | null>(null);
  async function disconnect(id: number) {
    try {
      const { disconnected } = await portalApi.disconnect(id);
      setSaid(disconnected ? 'The device was disconnected.' : 'Disconnect sent; the device goes off within a minute.');
    } catch (error) {
      setSaid(messageOf(error));
    }
    reload();
  }
  return (
    <section className="card" aria-labelledby="devices">
      <h2 id="devices">Devices online</h2>
      {said ? (
        <p className="notice" role="status">
          {said}
        </p>
      ) : null}
      {home.sessions.length === 0 ? (
        <p className="muted">None right now.</p>
      ) : (
        <ul className="rows">
          {home.sessions.map((s) => (
            <li key={s.id}>
              <span>
                {s.device || s.address || 'A device'}
                <br />
                <span className="muted">
                  {s.since ? `Since ${dateText(s.since)}, ` : ''}
                  {bytesText(s.bytes)}
                </span>
              </span>
              <button type="button" className="secondary" onClick={() => void disconnect(s.id)}>
                Disconnect
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function HomePage() {
  const { data: home, error, reload } = useRead(portalApi.home);
  if (error) {
    return (
      <FailedRead error={error}>
        <button type="button" onClick={reload}>
          Try again
        </button>
      </FailedRead>
    );
  }
  if (!home) return <main aria-busy="true">Loading…</main>;
  return (
    <main>
      <p className="muted">Hello, {home.name}</p>
      <PlanCard home={home} />
      <nav aria-label="Actions">
        <Link to={{ name: 'recharge' }}>Recharge with a PIN</Link>
        <Link to={{ name: 'plans' }}>Buy or renew a plan</Link>
        <Link to={{ name: 'papers' }}>Receipts and invoices</Link>
        <Link to={{ name: 'account' }}>Password and notices</Link>
      </nav>
      <section className="card" aria-labelledby="usage">
        <h2 id="usage">Data used</h2>
        <UsageChart usage={home.usage} />
      </section>
      <Devices home={home} reload={reload} />
    </main>
  );
}
