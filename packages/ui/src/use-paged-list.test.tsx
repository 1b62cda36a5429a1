import { LocationDisplay, currentLocation, renderWithProviders } from '@console/testing';
import { screen } from '@testing-library/react';
import { usePagedList } from './use-paged-list';

function List() {
  const { page, setPage, offset, limit } = usePagedList();
  return (
    <>
      <p>{`page ${page}, offset ${offset}, limit ${limit}`}</p>
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
});
