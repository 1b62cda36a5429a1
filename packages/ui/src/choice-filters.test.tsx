import { LocationDisplay, currentLocation, renderWithProviders } from '@console/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { ChoiceFilters, useChoiceFilters, type ChoiceFilter } from './choice-filters';

const FILTERS: ChoiceFilter[] = [
  {
    value: 'departmentId',
    label: 'Department',
    choices: [
      { value: 'd1', label: 'Works' },
      { value: 'd2', label: 'Health' },
    ],
  },
  {
    value: 'state',
    label: 'State',
    choices: [
      { value: 'Kano', label: 'Kano' },
      { value: 'Lagos', label: 'Lagos' },
    ],
    clears: ['lga'],
  },
];

function Filters() {
  const { criteria, filterProps } = useChoiceFilters(FILTERS);
  return (
    <>
      <ChoiceFilters {...filterProps} />
      <p>{`criteria ${JSON.stringify(criteria)}`}</p>
      <LocationDisplay />
    </>
  );
}

describe('ChoiceFilters', () => {
  it('keeps the page out and the other filters in, and clears what a choice makes meaningless', async () => {
    const { user } = renderWithProviders(<Filters />, { route: '/folder/employee/all?page=3&departmentId=d2&lga=Ikeja' });
    expect(screen.getByText('criteria {"departmentId":"d2"}')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Kano');
    expect(currentLocation()).toBe('/folder/employee/all?departmentId=d2&state=Kano');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Any department');
    expect(currentLocation()).toBe('/folder/employee/all?state=Kano');
  });

  it('keeps both of two choices made before the list is drawn again', () => {
    renderWithProviders(<Filters />, { route: '/folder/employee/all' });
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Department' }), { target: { value: 'd1' } });
      fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'Lagos' } });
    });
    expect(currentLocation()).toBe('/folder/employee/all?departmentId=d1&state=Lagos');
    expect(screen.getByText('criteria {"departmentId":"d1","state":"Lagos"}')).toBeInTheDocument();
  });

  it('shows a filter whose choices are loading, disabled, so the list below does not move when they come', () => {
    const loading: ChoiceFilter[] = [
      { value: 'departmentId', label: 'Department', choices: [], loading: true },
      { value: 'lga', label: 'LGA', choices: [] },
    ];
    renderWithProviders(<ChoiceFilters filters={loading} values={{}} onChange={() => undefined} />, { route: '/folder/employee/all' });
    expect(screen.getByRole('combobox', { name: 'Department' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Department' })).toHaveDisplayValue('Any department');
    expect(screen.queryByRole('combobox', { name: 'LGA' })).not.toBeInTheDocument();
  });
});
