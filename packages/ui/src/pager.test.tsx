import { renderWithProviders } from '@console/testing';
import { screen } from '@testing-library/react';
import { Pager, pageChoices, pageCount } from './pager';

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

  it('offers a ladder of pages, not every page, for a long list', () => {
    renderWithProviders(<Pager page={1} total={1_000_000} onChange={() => {}} />);
    expect(screen.getByText('Page 1 of 100000 Items')).toBeInTheDocument();
    const offered = screen.getAllByRole('option').map((option) => Number(option.getAttribute('value')));
    expect(offered.length).toBeLessThan(150);
    expect(offered).toEqual(expect.arrayContaining([1, 2, 11, 100, 1000, 50000, 100000]));

    const around = pageChoices(43_217, 100_000);
    expect(around).toEqual(expect.arrayContaining([1, 43_216, 43_217, 43_218, 43_220, 43_300, 44_000, 50_000, 100_000]));
    expect(around).toEqual([...around].sort((a, b) => a - b));
    expect(pageChoices(3, 100)).toHaveLength(100);
  });
});
