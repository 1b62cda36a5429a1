import { P, entryHref, restored, shownEntries, type AppStore, type AreaMenu, type AuthSession, type MenuEntry } from '@console/api';
import { act, screen } from '@testing-library/react';
import { sessionWith } from './fixtures';

const REFUSED = 'You do not have access to this page.';

/** Every id of the catalogue but the super user's. */
const CATALOGUE = Object.values(P).filter((id) => id !== P.SUPER_USER);

/** `[label, entry]` for each of an area's menu entries, in menu order (for `it.each`). */
export const menuEntriesOf = (area: AreaMenu): Array<[string, MenuEntry]> => Object.values(area.entries).map((entry) => [entry.label, entry]);

/**
 * A menu entry shows exactly to the holders of the permission its page requires: each of its ids
 * alone shows the link (as the shell's menu decides, `shownEntries`) and opens the page it links to
 * in the remote's routes (`render`); every other id of the catalogue together shows neither. The
 * page is drawn once: the session's permissions then change under it, as the gate reads them from
 * the store, so it stays up while each holder opens it and gives way to the refusal at the end.
 */
export async function expectShownAsItsPageOpens(
  area: AreaMenu,
  entry: MenuEntry,
  render: (route: string, session: AuthSession) => { store: AppStore; unmount(): void },
) {
  const [first, ...rest] = entry.anyOf;
  const opened = render(entryHref(area, entry), sessionWith(first));
  expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Page not found');
  for (const id of [first, ...rest]) {
    act(() => opened.store.dispatch(restored(sessionWith(id))));
    expect(shownEntries(area, [id])).toContain(entry);
    expect(screen.queryByText(REFUSED)).not.toBeInTheDocument();
  }
  const others = CATALOGUE.filter((id) => !entry.anyOf.includes(id));
  act(() => opened.store.dispatch(restored(sessionWith(...others))));
  expect(shownEntries(area, others)).not.toContain(entry);
  expect(await screen.findByText(REFUSED)).toBeInTheDocument();
  opened.unmount();
}
