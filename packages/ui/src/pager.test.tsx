import { renderWithProviders } from '@console/testing';
import { screen } from '@testing-library/react';
import { Pager, pageChoices, pageCount, rangeText } from './pager';

describe('Pager', () => {
  it('reads which rows of how many, and the page of how many pages', () => {
    renderWithProviders(<Pager page={2} total={25} onChange={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('11-20 of 25');
    expect(screen.getByRole('combobox', { name: 'Go to page' })).toHaveValue('2');
    expect(screen.getByText('of 3')).toBeInTheDocument();
  });

  it('counts the rows of the last page, of an empty list and of a big one with separators', () => {
    expect(rangeText(3, 25)).toBe('21-25 of 25');
    expect(rangeText(1, 0)).toBe('0 of 0');
    expect(rangeText(1, 1234)).toBe('1-10 of 1,234');
    expect(rangeText(2, 1234, 25)).toBe('26-50 of 1,234');
  });

  it('offers 10, 25, 50 and 100 rows per page only when the list takes a choice', async () => {
    const onPageSizeChange = jest.fn();
    const { user, rerender } = renderWithProviders(<Pager page={1} total={1234} onChange={() => {}} />);
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).not.toBeInTheDocument();
    rerender(<Pager page={1} total={1234} pageSize={25} onChange={() => {}} onPageSizeChange={onPageSizeChange} />);
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(size).toHaveValue('25');
    expect(screen.getByRole('status')).toHaveTextContent('1-25 of 1,234');
    expect(
      screen
        .getAllByRole('option')
        .filter((option) => option.parentElement === size)
        .map((option) => option.textContent),
    ).toEqual(['10', '25', '50', '100']);
    await user.selectOptions(size, '50');
    expect(onPageSizeChange).toHaveBeenLastCalledWith(50);
  });

  it('says "more than" of a capped count and still moves past it', async () => {
    expect(rangeText(1, 10_000, 10, true)).toBe('1-10 of more than 10,000');
    expect(rangeText(1_001, 10_000, 10, true)).toBe('10,001-10,010 of more than 10,000');
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Pager page={1000} total={10_000} capped onChange={onChange} />);
    expect(screen.getByRole('status')).toHaveTextContent('9,991-10,000 of more than 10,000');
    expect(screen.getByText('of more than 1,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(1001);
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
    expect(screen.getByText('of 100,000')).toBeInTheDocument();
    const offered = screen.getAllByRole('option').map((option) => Number(option.getAttribute('value')));
    expect(offered.length).toBeLessThan(150);
    expect(offered).toEqual(expect.arrayContaining([1, 2, 11, 100, 1000, 50000, 100000]));

    const around = pageChoices(43_217, 100_000);
    expect(around).toEqual(expect.arrayContaining([1, 43_216, 43_217, 43_218, 43_220, 43_300, 44_000, 50_000, 100_000]));
    expect(around).toEqual([...around].sort((a, b) => a - b));
    expect(pageChoices(3, 100)).toHaveLength(100);
  });
});
