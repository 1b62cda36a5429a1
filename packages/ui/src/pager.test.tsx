import { renderWithProviders } from '@console/testing';
import { screen } from '@testing-library/react';
import { Pager, pageCount } from './pager';

describe('Pager', () => {
  it('reads Page N of M Items with M the number of pages', () => {
    renderWithProviders(<Pager page={2} total={25} onChange={() => {}} />);
    expect(screen.getByText('Page 2 of 3 Items')).toBeInTheDocument();
  });

  it('counts one page for an empty list', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
  });

  it('moves with the arrows and stops at the ends', async () => {
    const onChange = jest.fn();
    const { user, rerender } = renderWithProviders(<Pager page={1} total={25} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(2);

    rerender(<Pager page={3} total={25} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('jumps to the page chosen in the select', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Pager page={1} total={95} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Go to page' });
    expect(screen.getAllByRole('option')).toHaveLength(10);
    await user.selectOptions(select, '7');
    expect(onChange).toHaveBeenLastCalledWith(7);
  });
});
