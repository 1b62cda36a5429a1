import { pressIn, renderWithProviders } from '@console/testing';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ onConfirm = () => {}, message }: { onConfirm?: () => void; message?: string }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button">outside</button>
      <ConfirmDialog open={open} name="Lagos Main" message={message} onConfirm={onConfirm} onCancel={() => setOpen(false)} />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks about the named item, with Cancel focused first', async () => {
    renderWithProviders(<Harness />);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Do you really want to delete Lagos Main?');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });

  it('can ask its own question', async () => {
    renderWithProviders(<Harness message="Do you really want to delete this Constraint?" />);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Do you really want to delete this Constraint?');
  });

  it('confirms with Delete', async () => {
    const onConfirm = jest.fn();
    const { user } = renderWithProviders(<Harness onConfirm={onConfirm} />);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes with Cancel', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('closes with Escape', async () => {
    const { user } = renderWithProviders(<Harness />);
    await pressIn(await screen.findByRole('alertdialog'), user, '{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('keeps the focus inside while open', async () => {
    const { user } = renderWithProviders(<Harness />);
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
