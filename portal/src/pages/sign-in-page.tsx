import { useState, type FormEvent } from 'react';
import { messageOf, portalApi, storeToken } from '../api';
import { Field } from '../components/field';
import { Said, type Saying } from '../components/said';

/** The network username and password, the same the router asks for (docs/portal.md). */
export function SignInPage({ onSignedIn }: { onSignedIn: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<Saying>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = { ...(username.trim() ? {} : { username: 'Required' }), ...(password ? {} : { password: 'Required' }) };
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      const { token } = await portalApi.signIn(username.trim(), password);
      storeToken(token);
      onSignedIn();
    } catch (error) {
      setFailure({ ok: false, text: messageOf(error) });
      setBusy(false);
    }
  }

  return (
    <main>
      <form className="card" onSubmit={submit} noValidate>
        <h2>Sign in to your internet account</h2>
        <p className="muted">Use the username and password you connect with.</p>
        <Field label="Username" value={username} onChange={setUsername} error={errors.username} autoComplete="username" />
        <Field label="Password" type="password" value={password} onChange={setPassword} error={errors.password} autoComplete="current-password" />
        <Said said={failure} />
        <button type="submit" className="wide" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
