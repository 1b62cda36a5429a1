import { rememberedEmail } from '@console/api/remembered-email';
import { useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import logo from '../assets/logo.svg';
import { SIGN_IN_CSS } from './sign-in-styles';
import type { SignInOutcome, SignInValues } from './sign-in-kit';

type Kit = typeof import('./sign-in-kit');

let kit: Promise<Kit> | null = null;
// Fetched once the user starts on the form, so it has usually arrived by the time they submit.
function loadKit(): Promise<Kit> {
  kit ??= import('./sign-in-kit').catch((error: unknown) => {
    kit = null;
    throw error;
  });
  return kit;
}

const FIELDS = ['username', 'password', 'code'] as const;

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: (typeof FIELDS)[number];
  label: string;
  error?: string;
  hint?: string;
}

function Field({ name, label, error, hint, ...input }: FieldProps) {
  const note = error ?? hint;
  return (
    <div className="si-field">
      <label htmlFor={`si-${name}`}>{label}</label>
      <input id={`si-${name}`} name={name} aria-invalid={error ? true : undefined} aria-describedby={note ? `si-${name}-note` : undefined} {...input} />
      {note && (
        <div id={`si-${name}-note`} className={error ? 'si-error' : 'si-hint'}>
          {note}
        </div>
      )}
    </div>
  );
}

/**
 * The sign-in page as a cold page load shows it: the shell's frame and the login form in plain
 * React with its own small stylesheet, looking like the console's Chakra form. The checks, the
 * call and the console behind it come with the kit (sign-in-kit.ts).
 */
export function SignInPage({ onSignedIn }: { onSignedIn: (openConsole: () => Promise<void>) => void }) {
  const remembered = useRef(rememberedEmail()).current;
  const [failure, setFailure] = useState<Extract<SignInOutcome, { ok: false }> | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values: SignInValues = {
      username: String(data.get('username') ?? ''),
      password: String(data.get('password') ?? ''),
      code: String(data.get('code') ?? ''),
      remember: data.get('remember') === 'on',
    };
    setBusy(true);
    let outcome: SignInOutcome;
    try {
      outcome = await (await loadKit()).signIn(values);
    } catch {
      outcome = { ok: false, message: 'The console could not be loaded. Check your connection and try again.', fieldErrors: {} };
    }
    setBusy(false);
    if (outcome.ok) return onSignedIn(outcome.openConsole);
    setFailure(outcome);
    const first = FIELDS.find((name) => outcome.fieldErrors[name]);
    if (first) form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  const error = (name: (typeof FIELDS)[number]) => failure?.fieldErrors[name];

  return (
    <div className="si-page">
      <style>{SIGN_IN_CSS}</style>
      <div className="si-column">
        <header className="si-header">
          <img src={logo} alt="" width={56} height={56} />
          <h1>Staff Console</h1>
        </header>
        <main className="si-card">
          <h2>Sign in</h2>
          <form noValidate onSubmit={submit} onFocus={() => void loadKit().catch(() => undefined)} onInput={() => setFailure((f) => (f && { ...f, fieldErrors: {} }))}>
            {failure && (
              <div role="alert" className="si-alert">
                {failure.message}
              </div>
            )}
            <Field name="username" label="Email" type="email" autoComplete="username" defaultValue={remembered ?? ''} error={error('username')} />
            <Field name="password" label="Password" type="password" autoComplete="current-password" error={error('password')} />
            <Field
              name="code"
              label="OTP"
              inputMode="numeric"
              autoComplete="one-time-code"
              error={error('code')}
              hint="The 6-digit code of your authenticator app, if you have one."
            />
            <label className="si-check">
              <input type="checkbox" name="remember" defaultChecked={Boolean(remembered)} />
              Remember Me
            </label>
            <a className="si-link" href="/auth/reset">
              Forgot your password?
            </a>
            <div>
              <button type="submit" className="si-button" disabled={busy} aria-busy={busy}>
                {busy && <span className="si-spinner" aria-hidden="true" />}
                <span className={busy ? 'si-hidden' : undefined}>Login</span>
              </button>
            </div>
          </form>
        </main>
        <footer className="si-footer">Copyright © 2022 Staff Console</footer>
      </div>
    </div>
  );
}
