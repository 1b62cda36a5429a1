import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The text of each cell of a table row, as a user reads it across. */
export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** The cells' text of each body row of a table (the header row left out). */
export const bodyRowTexts = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map(cellTexts);

/** What the user reads of a list once the row showing `name` is in: the column headers, and that row's cells. */
export async function listedRow(name: string) {
  const row = (await screen.findByRole('cell', { name })).closest('tr')!;
  return { headers: screen.getAllByRole('columnheader').map((h) => h.textContent), cells: cellTexts(row) };
}

/** A list as a viewer sees it: no button to the create page (`newLabel`) and no Actions column. */
export function expectNoWriteControls(newLabel: string) {
  expect(screen.queryByRole('link', { name: newLabel })).not.toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
}

/** Deletes the row `name` as the user does: its Delete button, the dialog that asks about it by name, the dialog's Delete. Answers the dialog. */
export async function confirmDelete(user: UserEvent, name: string): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: `Delete ${name}` }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent(`Do you really want to delete ${name}?`);
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  return dialog;
}
