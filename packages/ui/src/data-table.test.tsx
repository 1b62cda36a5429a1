import { LocationDisplay, currentLocation, renderWithProviders } from '@console/testing';
import { screen, within } from '@testing-library/react';
import { DataTable, type Column } from './data-table';

interface Nas {
  id: string;
  shortname: string;
  ports: number;
}

const columns: Column<Nas>[] = [
  { header: 'Name', field: 'shortname' },
  { header: 'Port', cell: (row) => `:${row.ports}` },
];
const rows: Nas[] = [
  { id: 'a', shortname: 'Ikeja', ports: 1812 },
  { id: 'b', shortname: 'Yaba', ports: 1813 },
];

describe('DataTable', () => {
  it('shows the columns, and an Actions column only when there are actions', () => {
    const { rerender } = renderWithProviders(<DataTable columns={columns} rows={rows} rowKey={(row) => row.id} />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Port']);
    expect(screen.getByRole('row', { name: 'Ikeja :1812' })).toBeInTheDocument();

    rerender(<DataTable columns={columns} rows={rows} rowKey={(row) => row.id} actions={() => <button type="button">Edit</button>} />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Port', 'Actions']);
  });

  it('opens a row on click or Enter, but not when one of its actions is pressed', async () => {
    const onRowClick = jest.fn();
    const onEdit = jest.fn();
    const { user } = renderWithProviders(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        onRowClick={onRowClick}
        actions={(row) => (
          <button type="button" onClick={() => onEdit(row.id)}>
            Edit
          </button>
        )}
      />,
    );
    const yaba = screen.getByRole('row', { name: /Yaba/ });
    await user.click(within(yaba).getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith('b');
    expect(onRowClick).not.toHaveBeenCalled();

    await user.click(within(yaba).getByText('Yaba'));
    expect(onRowClick).toHaveBeenLastCalledWith(rows[1]);
    screen.getByRole('row', { name: /Ikeja/ }).focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
  });

  it('says so when there is nothing to show', () => {
    renderWithProviders(<DataTable columns={columns} rows={[]} rowKey={(row) => row.id} emptyText="No NAS yet." />);
    expect(screen.getByRole('cell', { name: 'No NAS yet.' })).toHaveAttribute('colspan', '2');
  });

  it('lets the keyboard scroll a table wider than its frame, and keeps one that fits out of the tab order', () => {
    // jsdom has no layout: widths and the observer stand in for the browser's.
    class StubObserver {
      observe() {}
      disconnect() {}
    }
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = StubObserver as unknown as typeof ResizeObserver;
    const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    const clientWidth = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    try {
      const { unmount } = renderWithProviders(<DataTable columns={columns} rows={rows} rowKey={(row) => row.id} caption="Audit" />);
      expect(screen.getByRole('region', { name: 'Audit, scrollable' })).toHaveAttribute('tabindex', '0');
      unmount();

      scrollWidth.mockReturnValue(600);
      renderWithProviders(<DataTable columns={columns} rows={rows} rowKey={(row) => row.id} caption="Audit" />);
      expect(screen.queryByRole('region', { name: 'Audit, scrollable' })).not.toBeInTheDocument();
    } finally {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
      globalThis.ResizeObserver = original;
    }
  });

  it('makes a sortable header a button that asks for its column, with an arrow and aria-sort on the current one', async () => {
    const onSort = jest.fn();
    const sortable: Column<Nas>[] = [
      { header: 'Name', field: 'shortname', sort: 'shortname' },
      { header: 'Port', field: 'ports', sort: 'ports', numeric: true },
      { header: 'Note', cell: () => '' },
    ];
    const { user, rerender } = renderWithProviders(<DataTable columns={sortable} rows={rows} rowKey={(row) => row.id} onSort={onSort} />);
    const [name, port, note] = screen.getAllByRole('columnheader');
    expect(name).toHaveAttribute('aria-sort', 'none');
    expect(note).not.toHaveAttribute('aria-sort');
    expect(within(note).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(port).getByRole('button', { name: 'Sort by Port' }));
    expect(onSort).toHaveBeenLastCalledWith('ports');

    rerender(<DataTable columns={sortable} rows={rows} rowKey={(row) => row.id} onSort={onSort} sort={{ column: 'ports', direction: 'desc' }} />);
    expect(screen.getAllByRole('columnheader')[1]).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'none');
    expect(
      within(screen.getAllByRole('columnheader')[1]).getByRole('button', { name: 'Sort by Port, descending' }).querySelector('svg'),
    ).not.toBeNull();
    expect(within(screen.getAllByRole('columnheader')[0]).getByRole('button', { name: 'Sort by Name' }).querySelector('svg')).toBeNull();
    // Figures sit at the right of their column.
    expect(screen.getByRole('cell', { name: '1812' })).toHaveStyle({ textAlign: 'end' });
  });

  it('offers one button per order of a column that sorts two ways', async () => {
    const onSort = jest.fn();
    const named: Column<Nas>[] = [
      {
        header: 'Name',
        field: 'shortname',
        sort: [
          { column: 'name', label: 'Name' },
          { column: 'surname', label: 'Surname' },
        ],
      },
    ];
    const { user } = renderWithProviders(
      <DataTable columns={named} rows={rows} rowKey={(row) => row.id} onSort={onSort} sort={{ column: 'surname', direction: 'asc' }} />,
    );
    expect(screen.getByRole('columnheader')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Sort by Name' }));
    expect(onSort).toHaveBeenLastCalledWith('name');
    await user.click(screen.getByRole('button', { name: 'Sort by Surname, ascending' }));
    expect(onSort).toHaveBeenLastCalledWith('surname');
  });

  it('links each row to its record where the list has record pages: the title, and a click anywhere on the row', async () => {
    const { user } = renderWithProviders(
      <>
        <DataTable columns={columns} rows={rows} rowTo={(row) => `../${row.id}`} />
        <LocationDisplay />
      </>,
      { route: '/internet/nas/all' },
    );
    const yaba = screen.getByRole('row', { name: /Yaba/ });
    expect(within(yaba).getByRole('link', { name: 'Yaba' })).toHaveAttribute('href', '/internet/nas/b');
    await user.click(within(yaba).getByText(':1813'));
    expect(currentLocation()).toBe('/internet/nas/b');
  });

  it('shows plain headers where the list takes no sort', () => {
    renderWithProviders(<DataTable columns={[{ header: 'Name', field: 'shortname', sort: 'shortname' }]} rows={rows} rowKey={(row) => row.id} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader')).toHaveTextContent('Name');
  });
});

describe('DataTable on a phone', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    // jsdom has no screen: the phone's width is what the media query answers.
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('max-width') })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  interface Plan {
    id: string;
    name: string;
    start: string;
    state: string;
  }
  const planColumns: Column<Plan>[] = [
    { header: 'Start', field: 'start', sort: 'start' },
    { header: 'Plan', field: 'name', title: true },
    { header: 'State', field: 'state', priority: 1 },
  ];
  const plans: Plan[] = [{ id: 'p1', name: 'Hourly', start: '01/03/2026', state: 'Active' }];

  it('shows each row as a card: its title linking to the record and its actions first, then the columns that matter first', async () => {
    const onSort = jest.fn();
    const { user } = renderWithProviders(
      <DataTable
        columns={planColumns}
        rows={plans}
        rowTo={(row) => `../${row.id}`}
        caption="Plans"
        onSort={onSort}
        actions={(row) => <button type="button">{`Cancel ${row.name}`}</button>}
      />,
      { route: '/internet/customers/c1' },
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(screen.getByRole('list', { name: 'Plans' })).getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Hourly' })).toHaveAttribute('href', '/internet/customers/p1');
    expect(within(card).getByRole('button', { name: 'Cancel Hourly' })).toBeInTheDocument();
    // The state before the start, as the columns' priorities ask.
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['State', 'Start']);
    expect(
      within(card)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Active', '01/03/2026']);
    // Sorting, without headers to press.
    await user.click(within(screen.getByRole('group', { name: 'Sort' })).getByRole('button', { name: 'Sort by Start' }));
    expect(onSort).toHaveBeenLastCalledWith('start');
  });

  it('opens the record from anywhere on the card, and by the keyboard from its title', async () => {
    const onRowClick = jest.fn();
    const { user } = renderWithProviders(<DataTable columns={columns} rows={rows} onRowClick={onRowClick} />);
    const [ikeja] = screen.getAllByRole('listitem');
    await user.click(within(ikeja).getByText(':1812'));
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
    // Without a title declared, the first column names the row.
    within(screen.getAllByRole('listitem')[1]).getByRole('button', { name: 'Yaba' }).focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(rows[1]);
  });

  it('titles a card by the next column where its title is empty, and leaves empty values out', () => {
    const files: Column<Nas & { file: string }>[] = [
      { header: 'File', field: 'file' },
      { header: 'Name', field: 'shortname' },
      { header: 'Port', field: 'ports' },
    ];
    renderWithProviders(<DataTable columns={files} rows={[{ ...rows[0], file: '' }]} rowTo={(row) => row.id} />);
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Ikeja' })).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Port']);
  });
});
