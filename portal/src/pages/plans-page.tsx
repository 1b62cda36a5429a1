import { useState } from 'react';
import { actionKey, messageOf, portalApi } from '../api';
import { Link } from '../components/link';
import { Said, type Saying } from '../components/said';
import { useRead } from '../components/use-read';
import { dateText, nairaText } from '../format';

/** Plans sold where the subscriber lives, bought from the balance after the current plan. */
export function PlansPage() {
  const { data, error } = useRead(portalApi.plans);
  const { data: home, reload } = useRead(portalApi.home);
  // One key per plan while this page is open: a second tap (or a resend) buys once.
  const [keys] = useState(() => new Map<string, string>());
  const [said, setSaid] = useState<Saying>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function buy(planId: string) {
    if (!keys.has(planId)) keys.set(planId, actionKey());
    setBusy(planId);
    setSaid(null);
    try {
      const sold = await portalApi.buy(planId, keys.get(planId)!);
      keys.delete(planId);
      setSaid({
        ok: true,
        text: `Bought ${sold.plan}: ${dateText(sold.start)} to ${dateText(sold.end)}.${sold.receipt ? ` Receipt ${sold.receipt}.` : ''}`,
      });
      reload();
    } catch (failed) {
      keys.delete(planId);
      setSaid({ ok: false, text: messageOf(failed) });
    }
    setBusy(null);
  }

  return (
    <main>
      <section className="card" aria-labelledby="plans">
        <h2 id="plans">Buy or renew a plan</h2>
        {home ? <p className="muted">Your balance: {nairaText(home.balance)}. A plan bought starts when your current one ends.</p> : null}
        <Said said={said} />
        {error ? (
          <p className="alert" role="alert">
            {error}
          </p>
        ) : null}
        {data && data.plans.length === 0 ? <p className="muted">No plan is sold where you are. Ask your provider.</p> : null}
        <ul className="rows">
          {data?.plans.map((plan) => (
            <li key={plan.id}>
              <span>
                {plan.name}
                <br />
                <span className="muted">
                  {plan.validity} day{plan.validity === 1 ? '' : 's'}
                </span>
              </span>
              <button
                type="button"
                disabled={busy !== null}
                onClick={() => void buy(plan.id)}
                aria-label={`Buy ${plan.name} for ${nairaText(plan.price)}`}
              >
                {nairaText(plan.price)}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <Link to={{ name: 'home' }}>Back to my account</Link>
    </main>
  );
}
