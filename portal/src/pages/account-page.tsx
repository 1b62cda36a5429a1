import { useState, type FormEvent } from 'react';
import { PortalError, messageOf, portalApi } from '../api';
import { Field } from '../components/field';
import { Link } from '../components/link';
import { Said, type Saying } from '../components/said';
import { useRead } from '../components/use-read';

const PASSWORD_FIELDS = [
  ['current', 'Current password', 'current-password'],
  ['password', 'New password', 'new-password'],
  ['repeat', 'New password again', 'new-password'],
] as const;

function PasswordForm() {
  const [values, setValues] = useState({ current: '', password: '', repeat: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [said, setSaid] = useState<Saying>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The server's rules (8 to 64 characters), said before sending.
    const found: Record<string, string> = {};
    if (!values.current) found.current = 'Required';
    if (values.password.length < 8) found.password = values.password ? 'At least 8 characters' : 'Required';
    else if (values.password.length > 64) found.password = 'At most 64 characters';
    if (values.repeat !== values.password) found.repeat = 'Not the same as the new password';
    setErrors(found);
    setSaid(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await portalApi.password(values.current, values.password);
      setValues({ current: '', password: '', repeat: '' });
      setSaid({ ok: true, text: 'Password changed. Your devices were disconnected: connect them again with the new password.' });
    } catch (failed) {
      if (failed instanceof PortalError && Object.keys(failed.errors).length) setErrors(failed.errors);
      else setSaid({ ok: false, text: messageOf(failed) });
    }
    setBusy(false);
  }

  return (
    <form className="card" onSubmit={submit} noValidate>
      <h2>Change your network password</h2>
      <p className="muted">The one your devices connect with. Every device online is disconnected.</p>
      <Said said={said} />
      {PASSWORD_FIELDS.map(([field, label, autoComplete]) => (
        <Field
          key={field}
          label={label}
          type="password"
          value={values[field]}
          onChange={set(field)}
          error={errors[field]}
          autoComplete={autoComplete}
        />
      ))}
      <button type="submit" className="wide" disabled={busy}>
        {busy ? 'Changing…' : 'Change password'}
      </button>
    </form>
  );
}

function NoticesForm() {
  const { data: home } = useRead(portalApi.home);
  const [optedOut, setOptedOut] = useState<boolean | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const shown = optedOut ?? home?.noticesOptedOut ?? false;

  async function toggle(next: boolean) {
    setOptedOut(next);
    try {
      await portalApi.notices(next);
      setSaid(next ? 'You will get no more notices.' : 'You will get notices again.');
    } catch (failed) {
      setOptedOut(!next);
      setSaid(messageOf(failed));
    }
  }

  return (
    <section className="card" aria-labelledby="notices">
      <h2 id="notices">Notices</h2>
      <p className="muted">Messages by SMS and email: your plan ending, data running out, payments received.</p>
      <label style={{ fontWeight: 400 }}>
        <input type="checkbox" checked={shown} disabled={!home} onChange={(event) => void toggle(event.target.checked)} /> Send me no notices
      </label>
      {said ? (
        <p className="notice" role="status">
          {said}
        </p>
      ) : null}
    </section>
  );
}

export function AccountPage() {
  return (
    <main>
      <PasswordForm />
      <NoticesForm />
      <Link to={{ name: 'home' }}>Back to my account</Link>
    </main>
  );
}
