import { LocationDisplay, currentLocation, renderWithProviders } from '@console/testing';
import { screen } from '@testing-library/react';
import { useListSort, usePagedList } from './use-paged-list';

function List() {
  const { page, setPage, offset, limit, setPageSize } = usePagedList();
  const { sort, onSort } = useListSort();
  return (
    <>
      <p>{`page ${page}, offset ${offset}, limit ${limit}`}</p>
      <p>{sort ? `sorted by ${sort.column} ${sort.direction}` : 'own order'}</p>
      <button type="button" onClick={() => setPageSize(25)}>
        25 a page
      </button>
      <button type="button" onClick={() => onSort('name')}>
        by name
      </button>
      <button type="button" onClick={() => onSort('code')}>
        by code
      </button>
      <button type="button" onClick={() => setPage(page + 1)}>
        next
      </button>
      <button type="button" onClick={() => setPage(1)}>
        first
      </button>
      <LocationDisplay />
    </>
  );
}

describe('usePagedList', () => {
  it('turns the page of the URL into offset and limit, 10 a page', async () => {
    const { user } = renderWithProviders(<List />, { route: '/internet/nas/all?page=3&name=ike' });
    expect(screen.getByText('page 3, offset 20, limit 10')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'next' }));
    expect(screen.getByText('page 4, offset 30, limit 10')).toBeInTheDocument();
    expect(currentLocation()).toBe('/internet/nas/all?page=4&name=ike');

    await user.click(screen.getByRole('button', { name: 'first' }));
    expect(currentLocation()).toBe('/internet/nas/all?name=ike');
  });

  it('starts at page 1 when the URL has none or nonsense', () => {
    renderWithProviders(<List />, { route: '/x?page=abc' });
    expect(screen.getByText('page 1, offset 0, limit 10')).toBeInTheDocument();
  });

  it('keeps a page size of 10, 25, 50 or 100 in the URL, and starts again at page 1 when it changes', async () => {
    const { user } = renderWithProviders(<List />, { route: '/x?page=3' });
    await user.click(screen.getByRole('button', { name: '25 a page' }));
    expect(screen.getByText('page 1, offset 0, limit 25')).toBeInTheDocument();
    expect(currentLocation()).toBe('/x?size=25');
    await user.click(screen.getByRole('button', { name: 'next' }));
    expect(screen.getByText('page 2, offset 25, limit 25')).toBeInTheDocument();
  });

  it('ignores a page size the lists do not offer', () => {
    renderWithProviders(<List />, { route: '/x?size=1000' });
    expect(screen.getByText('page 1, offset 0, limit 10')).toBeInTheDocument();
  });

  it('sorts ascending first, turns the direction on the same column, and starts again at page 1', async () => {
    const { user } = renderWithProviders(<List />, { route: '/x?page=4' });
    expect(screen.getByText('own order')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'by name' }));
    expect(screen.getByText('sorted by name asc')).toBeInTheDocument();
    expect(currentLocation()).toBe('/x?sort=name&dir=asc');
    await user.click(screen.getByRole('button', { name: 'by name' }));
    expect(screen.getByText('sorted by name desc')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'by name' }));
    expect(screen.getByText('sorted by name asc')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'next' }));
    await user.click(screen.getByRole('button', { name: 'by code' }));
    expect(screen.getByText('sorted by code asc')).toBeInTheDocument();
    expect(screen.getByText('page 1, offset 0, limit 10')).toBeInTheDocument();
  });
});
