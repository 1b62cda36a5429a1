import { useState, type FormEvent } from 'react';
import { messageOf, portalApi } from '../api';
import { Field } from '../components/field';
import { Said, type Saying } from '../components/said';
import { Link } from '../components/link';
import { dateText } from '../format';

/** The PIN as the server reads it: spaces and dashes typed from the card are dropped. */
const cleanPin = (pin: string) => pin.replace(/[\s-]/g, '');

export function RechargePage() {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [said, setSaid] = useState<Saying>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const clean = cleanPin(pin);
    const wrong = !clean ? 'Required' : /^[A-Za-z0-9]+$/.test(clean) ? undefined : 'Letters and digits only';
    setError(wrong);
    setSaid(null);
    if (wrong) return;
    setBusy(true);
    try {
      const applied = await portalApi.recharge(clean);
      setSaid({ ok: true, text: `Recharged: ${applied.plan}, from ${dateText(applied.start)} to ${dateText(applied.end)}.` });
      setPin('');
    } catch (failed) {
      setSaid({ ok: false, text: messageOf(failed) });
    }
    setBusy(false);
  }

  return (
    <main>
      <form className="card" onSubmit={submit} noValidate>
        <h2>Recharge with a voucher PIN</h2>
        <p className="muted">The voucher&apos;s plan is added after your current plan.</p>
        <Field label="Voucher PIN" value={pin} onChange={setPin} error={error} inputMode="numeric" autoComplete="off" />
        <Said said={said} />
        <button type="submit" className="wide" disabled={busy}>
          {busy ? 'Recharging…' : 'Recharge'}
        </button>
      </form>
      <Link to={{ name: 'home' }}>Back to my account</Link>
    </main>
  );
}
