import { text, validatorFrom } from '@console/api';
import { renderWithProviders } from '@console/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { z } from 'zod';
import { RecordFormScreen, createdRecordLink } from './record-form-screen';
import { TextField } from './text-field';

/** Cancel links are relative to the page's own route, so the screen is rendered at its path. */
const at = (path: string, page: ReactElement) => (
  <Routes>
    <Route path={path} element={page} />
  </Routes>
);

const site = z.object({ name: text(2, 20) });
type Site = z.input<typeof site>;

describe('RecordFormScreen', () => {
  it('create: says Created successfully with a link to the new record, and empties the form', async () => {
    const onSave = jest.fn(async () => ({ site: { id: '0190aaaa-bbbb-7ccc-8ddd-eeeeffff0000', name: 'Tower A', area: 'Ikeja' } }));
    const { user } = renderWithProviders(
      at(
        '/internet/site/create',
        <RecordFormScreen<Site> title="New Site" mode="create" initialValues={{}} validate={validatorFrom(site)} onSave={onSave}>
          <TextField name="name" label="Name" />
        </RecordFormScreen>,
      ),
      { route: '/internet/site/create' },
    );
    expect(screen.getByRole('heading', { name: 'New Site' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/internet/site/all');
    await user.type(screen.getByLabelText('Name'), 'Tower A');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Created successfully');
    expect(within(banner).getByRole('link', { name: 'Open Tower A' })).toHaveAttribute('href', '/internet/site/0190aaaa-bbbb-7ccc-8ddd-eeeeffff0000');
    expect(onSave).toHaveBeenCalledWith({ name: 'Tower A' });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
  });

  it('create: a record without a name is opened by "Open the new record"; an answer without a record has no link', () => {
    expect(createdRecordLink({ permission: { id: 42, group: 'HR' } })).toEqual({ to: '../42', label: 'Open the new record' });
    expect(createdRecordLink({ user: { id: 'u1', username: 'ada@example.com' }, secret: 'S' })).toEqual({
      to: '../u1',
      label: 'Open ada@example.com',
    });
    expect(createdRecordLink(null)).toBeUndefined();
    expect(createdRecordLink({ count: 3 })).toBeUndefined();
  });

  it('edit: no form until the record is there, then Updated successfully keeping the values', async () => {
    const screenWith = (initialValues: Site | undefined) =>
      at(
        '/internet/plans/prepaid/:id',
        <RecordFormScreen<Site>
          title="Edit Plan"
          mode="edit"
          initialValues={initialValues}
          loading={!initialValues}
          onSave={async () => null}
          cancelTo=".."
        >
          <TextField name="name" label="Name" />
        </RecordFormScreen>,
      );
    const { rerender, user } = renderWithProviders(screenWith(undefined), { route: '/internet/plans/prepaid/1' });
    expect(screen.getByRole('heading', { name: 'Edit Plan' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    rerender(screenWith({ name: 'Gold' }));
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/internet/plans/prepaid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Gold');
  });

  const missing = (error: unknown, path: string, cancelTo?: string) =>
    renderWithProviders(
      at(
        path.replace(/[^/]+$/, ':id'),
        <RecordFormScreen<Site> title="Edit Plan" mode="edit" initialValues={undefined} error={error} onSave={async () => null} cancelTo={cancelTo}>
          <TextField name="name" label="Name" />
        </RecordFormScreen>,
      ),
      { route: path },
    );

  it('a record that does not exist: "not found" and the way back to its list, no form', async () => {
    missing({ status: 404, message: 'Plan not found.' }, '/internet/plans/prepaid/0190aaaa-bbbb-7ccc-8ddd-eeeeffff0000', '..');
    expect(screen.getByRole('heading', { name: 'Plan not found' })).toBeInTheDocument();
    expect(screen.getByText(/no such record/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/internet/plans/prepaid');
    expect(screen.queryByRole('heading', { name: 'Edit Plan' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('an address whose id is no id at all is not found too; other load errors stay in the banner', async () => {
    const { unmount } = missing({ status: 400, message: 'Validation Failure', errors: { id: 'Invalid' } }, '/internet/nas/nonsense');
    expect(screen.getByRole('heading', { name: 'Record not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/internet/nas/all');
    unmount();
    missing({ status: 503, message: 'The database cannot be reached.' }, '/internet/nas/0190aaaa-bbbb-7ccc-8ddd-eeeeffff0000');
    expect(screen.getByRole('heading', { name: 'Edit Plan' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The database cannot be reached.');
    expect(screen.queryByRole('link', { name: 'Back to the list' })).not.toBeInTheDocument();
  });
});
