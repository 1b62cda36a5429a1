import { rememberedEmail } from '@console/api/remembered-email';
import type { SignInOutcome, SignInValues } from './sign-in-kit';

type Kit = typeof import('./sign-in-kit');

const FIELDS = ['username', 'password', 'code'] as const;
const UNREACHABLE = 'The console could not be loaded. Check your connection and try again.';

let kit: Promise<Kit> | null = null;
// Fetched once the user starts on the form, so it has usually arrived by the time they submit.
function loadKit(): Promise<Kit> {
  kit ??= import(/* webpackChunkName: "sign-in-kit" */ './sign-in-kit').catch((error: unknown) => {
    kit = null;
    throw error;
  });
  return kit;
}

function input(form: HTMLFormElement, name: string): HTMLInputElement {
  return form.elements.namedItem(name) as HTMLInputElement;
}

/** The error under a field (in place of its hint), or none; aria ties it to the input. */
function showFieldError(form: HTMLFormElement, name: string, message: string | undefined) {
  const field = input(form, name);
  const frame = field.closest('.si-field') as HTMLElement;
  frame.querySelector('.si-error')?.remove();
  const hint = frame.querySelector<HTMLElement>('.si-hint');
  if (hint) hint.hidden = Boolean(message);
  if (!message) {
    field.removeAttribute('aria-invalid');
    if (hint) field.setAttribute('aria-describedby', hint.id);
    else field.removeAttribute('aria-describedby');
    return;
  }
  const error = document.createElement('div');
  error.className = 'si-error';
  error.id = `${field.id}-error`;
  error.textContent = message;
  frame.append(error);
  field.setAttribute('aria-invalid', 'true');
  field.setAttribute('aria-describedby', error.id);
}

function showFailure(form: HTMLFormElement, failure: Extract<SignInOutcome, { ok: false }>) {
  const alert = form.querySelector<HTMLElement>('[role="alert"]')!;
  alert.textContent = failure.message;
  alert.hidden = false;
  for (const name of FIELDS) showFieldError(form, name, failure.fieldErrors[name]);
  const first = FIELDS.find((name) => failure.fieldErrors[name]);
  if (first) input(form, first).focus();
}

function setBusy(form: HTMLFormElement, busy: boolean) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  button.disabled = busy;
  button.setAttribute('aria-busy', String(busy));
  button.querySelector<HTMLElement>('.si-spinner')!.hidden = !busy;
  button.querySelector('.si-label')!.classList.toggle('si-hidden', busy);
}

/**
 * Makes the sign-in page the server sent (sign-in.html) work: the remembered email, the kit fetched
 * on the first focus, submit through the kit, its errors shown in the page, and on success the page
 * handed over to the whole console, signed in.
 */
export function enhanceSignIn(form: HTMLFormElement): void {
  const remembered = rememberedEmail();
  if (remembered) {
    input(form, 'username').value = remembered;
    input(form, 'remember').checked = true;
  }
  form.addEventListener('focusin', () => void loadKit().catch(() => undefined));
  form.addEventListener('input', (event) => {
    const name = (event.target as HTMLInputElement).name;
    if ((FIELDS as readonly string[]).includes(name)) showFieldError(form, name, undefined);
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const values: SignInValues = {
      username: input(form, 'username').value,
      password: input(form, 'password').value,
      code: input(form, 'code').value,
      remember: input(form, 'remember').checked,
    };
    setBusy(form, true);
    let outcome: SignInOutcome;
    try {
      outcome = await (await loadKit()).signIn(values);
    } catch {
      outcome = { ok: false, message: UNREACHABLE, fieldErrors: {} };
    }
    if (outcome.ok) {
      // The console draws into the same #root: the static page goes first.
      document.getElementById('root')!.replaceChildren();
      return outcome.openConsole();
    }
    setBusy(form, false);
    showFailure(form, outcome);
  });
}

enhanceSignIn(document.getElementById('sign-in-form') as HTMLFormElement);
