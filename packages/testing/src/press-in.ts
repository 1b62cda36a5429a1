import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Presses `keys` in an open dialog or menu as a user does: once it has taken the focus. Chakra moves
 * the focus in a later frame; keys pressed before that land outside it and were lost in CI
 * (form-shell.test.tsx and the shell's logout tests failed that way, depending on the tests before).
 */
export async function pressIn(popup: HTMLElement, user: UserEvent, keys: string) {
  await waitFor(() => expect(popup).toContainElement(document.activeElement as HTMLElement));
  await user.keyboard(keys);
}
