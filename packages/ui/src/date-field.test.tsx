import { renderWithProviders } from '@console/testing';
import { screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { DateField } from './date-field';

/** A form with one day, as the console's forms hold it, and what it would send. */
function DayForm({ initial, onSubmit }: { initial?: string; onSubmit: (values: { dob?: string }) => void }) {
  return (
    <Form<{ dob?: string }> initialValues={{ dob: initial }} onSubmit={onSubmit}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit}>
          <DateField name="dob" label="Date of Birth" />
          <button type="submit">Save</button>
        </form>
      )}
    </Form>
  );
}

describe('DateField', () => {
  it('is typed and shown as dd/mm/yyyy and hands the form yyyy-mm-dd, as before', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(<DayForm initial="1984-06-15" onSubmit={onSubmit} />);
    const field = screen.getByRole('textbox', { name: 'Date of Birth' });
    expect(field).toHaveValue('15/06/1984');
    expect(field).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    expect(field).toHaveAccessibleDescription('dd/mm/yyyy');

    await user.clear(field);
    await user.type(field, '2/3/1990');
    await user.tab();
    // Written out in full once the user moves on.
    expect(field).toHaveValue('02/03/1990');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ dob: '1990-03-02' }, expect.anything(), expect.anything());

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenLastCalledWith({}, expect.anything(), expect.anything());
  });

  it('refuses a day that does not exist at the field, and sends nothing', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(<DayForm onSubmit={onSubmit} />);
    const field = screen.getByRole('textbox', { name: 'Date of Birth' });
    await user.type(field, '31/02/2024');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field).toHaveValue('31/02/2024');
    expect(field).toBeInvalid();
    expect(screen.getByText('There is no 31/02/2024: February 2024 has 29 days.')).toBeInTheDocument();
  });
});
