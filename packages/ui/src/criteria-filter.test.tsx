import { LocationDisplay, currentLocation, renderWithProviders } from '@console/testing';
import { screen } from '@testing-library/react';
import { choicesOf } from './choice-select';
import { CriteriaFilter, useCriteriaFilter, type FilterColumn } from './criteria-filter';

const columns: FilterColumn[] = [
  { value: 'name', label: 'Name' },
  { value: 'created', label: 'Created on', type: 'date' },
  { value: 'ports', label: 'Port', type: 'number' },
];

function FilteredList({ filters = columns }: { filters?: FilterColumn[] }) {
  const { criteria, filterProps } = useCriteriaFilter(filters);
  return (
    <>
      <CriteriaFilter {...filterProps} />
      <p data-testid="criteria">{JSON.stringify(criteria)}</p>
      <LocationDisplay />
    </>
  );
}

const criteria = () => JSON.parse(screen.getByTestId('criteria').textContent ?? '');

describe('CriteriaFilter with useCriteriaFilter', () => {
  it('answers one column to one value, typed as the column says, kept in the URL, and {} when cleared', async () => {
    const { user } = renderWithProviders(<FilteredList />, { route: '/internet/nas/all?page=3' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Ikeja {Enter}');
    expect(criteria()).toEqual({ name: 'Ikeja' });
    // A new filter starts again at page 1.
    expect(currentLocation()).toBe('/internet/nas/all?by=name&q=Ikeja');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by' }), 'Created on');
    // Typed as people write a day here, not as the browser's locale would have it.
    await user.type(screen.getByRole('textbox', { name: 'Created on' }), '15/03/2024');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(criteria()).toEqual({ created: new Date(2024, 2, 15).getTime() / 1000 });
    expect(currentLocation()).toBe('/internet/nas/all?by=created&q=2024-03-15');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by' }), 'Port');
    await user.type(screen.getByRole('spinbutton', { name: 'Port' }), '1812');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(criteria()).toEqual({ ports: 1812 });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(criteria()).toEqual({});
    expect(currentLocation()).toBe('/internet/nas/all?by=ports');
    expect(screen.getByRole('spinbutton', { name: 'Port' })).toHaveValue(null);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(criteria()).toEqual({});
  });

  it('shows the filter of a shared link or a reload', () => {
    renderWithProviders(<FilteredList />, { route: '/security/users/all?by=created&q=2024-03-15&page=2' });
    expect(screen.getByRole('combobox', { name: 'Filter by' })).toHaveValue('created');
    expect(screen.getByRole('textbox', { name: 'Created on' })).toHaveValue('15/03/2024');
    expect(criteria()).toEqual({ created: new Date(2024, 2, 15).getTime() / 1000 });
  });

  it('refuses a day that does not exist, saying why, and searches nothing', async () => {
    const { user } = renderWithProviders(<FilteredList />, { route: '/security/users/all?by=created' });
    const day = screen.getByRole('textbox', { name: 'Created on' });
    expect(day).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await user.type(day, '31/02/2024{Enter}');
    expect(screen.getByText('There is no 31/02/2024: February 2024 has 29 days.')).toBeInTheDocument();
    expect(day).toHaveAccessibleDescription('There is no 31/02/2024: February 2024 has 29 days.');
    expect(criteria()).toEqual({});
    expect(currentLocation()).toBe('/security/users/all?by=created');

    await user.clear(day);
    await user.type(day, '1/3/2024{Enter}');
    expect(criteria()).toEqual({ created: new Date(2024, 2, 1).getTime() / 1000 });
    expect(screen.queryByText(/There is no/)).not.toBeInTheDocument();
  });

  it('applies the text to the first column when the URL names none it offers', () => {
    renderWithProviders(<FilteredList />, { route: '/x?by=password&q=secret' });
    expect(criteria()).toEqual({ name: 'secret' });
  });

  it('shows no column select when there is one column', () => {
    renderWithProviders(<FilteredList filters={[columns[0]]} />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Filter' })).toBeInTheDocument();
  });
});

describe('choicesOf', () => {
  it('offers a table of names as choices, sending numbers where the values are numbers', () => {
    expect(choicesOf({ 1: 'Individual', 2: 'Corporate' })).toEqual([
      { value: 1, label: 'Individual' },
      { value: 2, label: 'Corporate' },
    ]);
    expect(choicesOf({ 'Access-Accept': 'Accepted' })).toEqual([{ value: 'Access-Accept', label: 'Accepted' }]);
  });
});
