import type { ReactNode } from 'react';

/** What an action answered: a success as a status, a failure as an alert (read out by screen readers). */
export type Saying = { ok: boolean; text: string } | null;

export function Said({ said }: { said: Saying }) {
  if (!said) return null;
  return (
    <p className={said.ok ? 'notice' : 'alert'} role={said.ok ? 'status' : 'alert'}>
      {said.text}
    </p>
  );
}

/** A page whose read failed: why, and a way on (try again, or back). */
export function FailedRead({ error, children }: { error: string; children: ReactNode }) {
  return (
    <main>
      <p className="alert" role="alert">
        {error}
      </p>
      {children}
    </main>
  );
}
