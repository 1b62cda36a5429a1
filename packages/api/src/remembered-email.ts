// Remember Me keeps only the email, in localStorage, to fill in the form next time. Never the token:
// the session itself stays in sessionStorage and ends with the tab (docs/decisions.md, Sign-in).
// A subpath of its own, outside the shared '@console/api': the shell's light sign-in page reads it
// before the data layer is loaded, and it holds no state that two copies could disagree on.
const KEY = 'console.rememberedEmail';

export function rememberedEmail(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Keeps `email` for next time, or with null forgets any kept one. */
export function rememberEmail(email: string | null): void {
  try {
    if (email) localStorage.setItem(KEY, email);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage can be off (private mode); the form then simply starts empty.
  }
}
