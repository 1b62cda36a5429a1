import { renderWithProviders } from '@console/testing';
import { fireEvent, screen } from '@testing-library/react';
import { CriteriaFilter } from './criteria-filter';

const columns = [
  { value: 'name', label: 'Name' },
  { value: 'created', label: 'Created on', type: 'date' as const },
  { value: 'ports', label: 'Port', type: 'number' as const },
];

describe('CriteriaFilter', () => {
  it('answers one column to one value, typed as the column says, and {} when cleared or empty', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<CriteriaFilter columns={columns} onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Ikeja {Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ name: 'Ikeja' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by' }), 'Created on');
    // jsdom's date input takes a whole value only, not keystrokes.
    fireEvent.change(screen.getByLabelText('Created on'), { target: { value: '2024-03-15' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onChange).toHaveBeenLastCalledWith({ created: new Date(2024, 2, 15).getTime() / 1000 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by' }), 'Port');
    await user.type(screen.getByRole('spinbutton', { name: 'Port' }), '1812');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onChange).toHaveBeenLastCalledWith({ ports: 1812 });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith({});
    expect(screen.getByRole('spinbutton', { name: 'Port' })).toHaveValue(null);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('shows no column select when there is one column', () => {
    renderWithProviders(<CriteriaFilter columns={[columns[0]]} onChange={() => {}} />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Filter' })).toBeInTheDocument();
  });
});
