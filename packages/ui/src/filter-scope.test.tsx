import { LocationDisplay, currentLocation, renderWithProviders } from '@console/testing';
import { screen, within } from '@testing-library/react';
import { ChoiceFilters, useChoiceFilters, type ChoiceFilter } from './choice-filters';
import { CriteriaFilter, useCriteriaFilter, type FilterColumn } from './criteria-filter';
import { DataTable } from './data-table';
import { Screen } from './screen';

const COLUMNS: FilterColumn[] = [
  { value: 'name', label: 'Name' },
  { value: 'created', label: 'Created on', type: 'date' },
];
const CHOICES: ChoiceFilter[] = [
  {
    value: 'status',
    label: 'Status',
    choices: [
      { value: 1, label: 'Active' },
      { value: 2, label: 'Retired' },
    ],
  },
  { value: 'state', label: 'State', choices: [{ value: 'Kano', label: 'Kano' }], clears: ['lgaId'] },
];

/** A list screen with a text filter and choice filters side by side, as the employees list has them, and no rows. */
function EmptyList() {
  const text = useCriteriaFilter(COLUMNS);
  const choices = useChoiceFilters(CHOICES);
  return (
    <Screen
      title="Employees"
      toolbar={
        <>
          <CriteriaFilter {...text.filterProps} />
          <ChoiceFilters {...choices.filterProps} />
        </>
      }
    >
      <DataTable columns={[{ header: 'Name', field: 'name' }]} rows={[] as { id: string; name: string }[]} />
      <LocationDisplay />
    </Screen>
  );
}

describe('the filters of a list screen together', () => {
  it('says which filters are on when nothing matches, and clears them all from there', async () => {
    const { user } = renderWithProviders(<EmptyList />, { route: '/folder/employee/all?by=name&q=ada&status=1&state=Kano&lgaId=7&page=2&sort=name' });
    const empty = await screen.findByRole('cell', { name: /No records match/ });
    expect(empty).toHaveTextContent('No records match Name "ada", Status Active, State Kano.');
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    // The order of the list is no filter: it stays.
    expect(currentLocation()).toBe('/folder/employee/all?by=name&sort=name');
    expect(screen.getByRole('cell', { name: 'No records found.' })).toBeInTheDocument();
  });

  it('clears every filter with the text filter’s Clear, the selects beside it too', async () => {
    const { user } = renderWithProviders(<EmptyList />, { route: '/folder/employee/all?by=created&q=2024-03-15&status=2' });
    expect(await screen.findByRole('cell', { name: /No records match/ })).toHaveTextContent(
      'No records match Created on 15/03/2024, Status Retired.',
    );
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(currentLocation()).toBe('/folder/employee/all?by=created');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Created on' })).toHaveValue('');
  });
});
