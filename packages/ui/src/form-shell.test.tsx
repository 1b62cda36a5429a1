import { text, validatorFrom, type ApiError } from '@console/api';
import { LocationDisplay, currentLocation, pressIn, renderWithProviders } from '@console/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { CheckboxField } from './checkbox-field';
import { FormShell, type FormShellProps } from './form-shell';
import { TextField } from './text-field';

const location = z.object({ code: text(2, 6), name: text(2, 20) });
type Location = z.input<typeof location>;

function LocationForm(props: Partial<FormShellProps<Location, unknown>>) {
  return (
    <FormShell<Location> validate={validatorFrom(location)} onSave={async () => null} successText="Created successfully" {...props}>
      <TextField name="code" label="Code" helperText="2 to 6 letters, e.g. LOS" />
      <TextField name="name" label="Name" />
      <CheckboxField name="active" label="Active" />
    </FormShell>
  );
}

describe('FormShell', () => {
  it('stops an invalid submit: how many fields need fixing, what is wrong under the fields with their hints, focus on the first one', async () => {
    const onSave = jest.fn();
    const scrolled = jest.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const { user } = renderWithProviders(<LocationForm onSave={onSave} />);
    await user.type(screen.getByLabelText('Name'), 'Ikeja');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^1 field needs fixing\.$/);
    expect(screen.queryByText('Validation Failure')).not.toBeInTheDocument();
    expect(screen.getAllByText('Required')).toHaveLength(1);
    const code = screen.getByLabelText('Code');
    expect(code).toHaveAccessibleDescription('2 to 6 letters, e.g. LOS');
    expect(code).toHaveAccessibleErrorMessage('Required');
    expect(screen.getByText('2 to 6 letters, e.g. LOS')).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    expect(scrolled.mock.contexts).toContain(code);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves behind a spinner, then shows the success text and empties a create form', async () => {
    let finish: (value: unknown) => void = () => {};
    const onSave = jest.fn(() => new Promise((resolve) => (finish = resolve)));
    const { user } = renderWithProviders(<LocationForm onSave={onSave} resetAfterSave />);
    await user.type(screen.getByLabelText('Code'), 'LOS');
    await user.type(screen.getByLabelText('Name'), 'Lagos');
    await user.click(screen.getByLabelText('Active'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status', { name: 'Saving' })).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledWith({ code: 'LOS', name: 'Lagos', active: true });
    finish(null);

    expect(await screen.findByText('Created successfully')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Saving' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Code')).toHaveValue(''));
    expect(screen.getByLabelText('Active')).not.toBeChecked();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
  });

  it('names the limit that was broken', async () => {
    const { user } = renderWithProviders(<LocationForm />);
    await user.type(screen.getByLabelText('Code'), 'L');
    await user.type(screen.getByLabelText('Name'), 'L'.repeat(21));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('2 fields need fixing.');
    expect(screen.getByLabelText('Code')).toHaveFocus();
    expect(screen.getByLabelText('Code')).toHaveAccessibleErrorMessage('At least 2 characters');
    expect(screen.getByText('2 to 6 letters, e.g. LOS')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveAccessibleErrorMessage('At most 20 characters');
  });

  it('keeps the values of an update form', async () => {
    const { user } = renderWithProviders(<LocationForm initialValues={{ code: 'LOS', name: 'Lagos' }} successText="Updated successfully" />);
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Lagos Island');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Lagos Island');
  });

  it("puts the server's answer on the field it is about (a code already taken), counts it in the banner and focuses it", async () => {
    const conflict: ApiError = {
      status: 409,
      message: 'A location with code LOS already exists.',
      errors: { code: 'A location with code LOS already exists.' },
    };
    const { user } = renderWithProviders(<LocationForm onSave={() => Promise.reject(conflict)} />);
    await user.type(screen.getByLabelText('Code'), 'LOS');
    await user.type(screen.getByLabelText('Name'), 'Lagos');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^1 field needs fixing\.$/);
    expect(screen.getByLabelText('Code')).toHaveAccessibleErrorMessage('A location with code LOS already exists.');
    expect(screen.getByLabelText('Code')).toHaveFocus();
    expect(screen.queryByText('Created successfully')).not.toBeInTheDocument();
  });

  it("keeps the server's message in the banner where it says more than the field's", async () => {
    const refused: ApiError = { status: 400, message: 'The code was used before.', errors: { code: 'Invalid' } };
    const { user } = renderWithProviders(<LocationForm onSave={() => Promise.reject(refused)} />);
    await user.type(screen.getByLabelText('Code'), 'LOS');
    await user.type(screen.getByLabelText('Name'), 'Lagos');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The code was used before\.$/);
    expect(screen.getByLabelText('Code')).toHaveAccessibleErrorMessage('Invalid');
  });

  it("says a server's field error the form has no field for in the banner", async () => {
    const refused: ApiError = { status: 400, message: 'Validation Failure', errors: { start: 'The start cannot be in the past.' } };
    const { user } = renderWithProviders(<LocationForm onSave={() => Promise.reject(refused)} />);
    await user.type(screen.getByLabelText('Code'), 'LOS');
    await user.type(screen.getByLabelText('Name'), 'Lagos');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Validation Failure: The start cannot be in the past.');
  });
});

describe('leaving a form with unsaved changes', () => {
  const renderPage = (props: Partial<FormShellProps<Location, unknown>> = {}) =>
    renderWithProviders(
      <>
        <Link to="/elsewhere">Elsewhere</Link>
        <Link to="?page=2">Next page</Link>
        <LocationForm initialValues={{ code: 'LOS', name: 'Lagos' }} {...props} />
        <LocationDisplay />
      </>,
      { route: '/internet/locations/1' },
    );

  it('asks first; Stay keeps the page and what was typed, Leave goes', async () => {
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Name'), ' Island');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    expect(within(dialog).getByRole('button', { name: 'Stay on this page' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(currentLocation()).toBe('/internet/locations/1');
    expect(screen.getByLabelText('Name')).toHaveValue('Lagos Island');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(currentLocation()).toBe('/elsewhere'));
  });

  it('closes the question on Escape, staying', async () => {
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Name'), ' Island');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await pressIn(await screen.findByRole('alertdialog'), user, '{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(currentLocation()).toBe('/internet/locations/1');
  });

  it('does not ask with nothing changed, after a save, or for a move within the page', async () => {
    const { user } = renderPage({ successText: 'Updated successfully' });
    await user.type(screen.getByLabelText('Name'), ' Island');
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(currentLocation()).toBe('/internet/locations/1?page=2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Updated successfully');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(currentLocation()).toBe('/elsewhere'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
