import { LocationDisplay, currentLocation, renderWithProviders } from '@console/testing';
import { act, fireEvent, screen } from '@testing-library/react';
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

/** Renders the list at `route`; `press` clicks one of its buttons by name. */
function renderList(route: string) {
  const { user } = renderWithProviders(<List />, { route });
  return { press: (name: string) => user.click(screen.getByRole('button', { name })) };
}

const expectText = (text: string) => expect(screen.getByText(text)).toBeInTheDocument();

describe('usePagedList', () => {
  it('turns the page of the URL into offset and limit, 10 a page', async () => {
    const { press } = renderList('/internet/nas/all?page=3&name=ike');
    expectText('page 3, offset 20, limit 10');

    await press('next');
    expectText('page 4, offset 30, limit 10');
    expect(currentLocation()).toBe('/internet/nas/all?page=4&name=ike');

    await press('first');
    expect(currentLocation()).toBe('/internet/nas/all?name=ike');
  });

  it('keeps a page size of 10, 25, 50 or 100 in the URL, and starts again at page 1 when it changes', async () => {
    const { press } = renderList('/x?page=3');
    await press('25 a page');
    expectText('page 1, offset 0, limit 25');
    expect(currentLocation()).toBe('/x?size=25');
    await press('next');
    expectText('page 2, offset 25, limit 25');
  });

  it.each([
    ['starts at page 1 when the URL has none or nonsense', '/x?page=abc'],
    ['ignores a page size the lists do not offer', '/x?size=1000'],
  ])('%s', (_name, route) => {
    renderList(route);
    expectText('page 1, offset 0, limit 10');
  });

  it('sorts ascending first, turns the direction on the same column, and starts again at page 1', async () => {
    const { press } = renderList('/x?page=4');
    expectText('own order');
    for (const direction of ['asc', 'desc', 'asc']) {
      await press('by name');
      expectText(`sorted by name ${direction}`);
      expect(currentLocation()).toBe(`/x?sort=name&dir=${direction}`);
    }
    await press('next');
    await press('by code');
    expectText('sorted by code asc');
    expectText('page 1, offset 0, limit 10');
  });

  it('keeps a page size and a sort chosen before the list is drawn again', () => {
    renderList('/x?page=3');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: '25 a page' }));
      fireEvent.click(screen.getByRole('button', { name: 'by name' }));
    });
    expect(currentLocation()).toBe('/x?size=25&sort=name&dir=asc');
    expectText('page 1, offset 0, limit 25');
    expectText('sorted by name asc');
  });
});
