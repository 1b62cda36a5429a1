import { text, validatorFrom } from '@console/api';
import { renderWithProviders } from '@console/testing';
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { z } from 'zod';
import { RecordFormScreen } from './record-form-screen';
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
  it('create: says Created successfully and empties the form', async () => {
    const onSave = jest.fn(async () => null);
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
    expect(await screen.findByText('Created successfully')).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledWith({ name: 'Tower A' });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
  });

  it('edit: no form until the record is there, a load error in the banner, then Updated successfully keeping the values', async () => {
    const screenWith = (initialValues: Site | undefined) =>
      at(
        '/internet/plans/prepaid/:id',
        <RecordFormScreen<Site>
          title="Edit Plan"
          mode="edit"
          initialValues={initialValues}
          loading={!initialValues}
          error={initialValues ? undefined : { status: 404, message: 'Plan not found.' }}
          onSave={async () => null}
          cancelTo=".."
        >
          <TextField name="name" label="Name" />
        </RecordFormScreen>,
      );
    const { rerender, user } = renderWithProviders(screenWith(undefined), { route: '/internet/plans/prepaid/1' });
    expect(screen.getByRole('alert')).toHaveTextContent('Plan not found.');
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    rerender(screenWith({ name: 'Gold' }));
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/internet/plans/prepaid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Gold');
  });
});
