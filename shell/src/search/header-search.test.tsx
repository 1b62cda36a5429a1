import { PLAN_TYPES, searchCalls, type SearchAnswer } from '@console/api';
import { LocationDisplay, currentLocation, fail, fixtures, ok, renderWithProviders, server } from '@console/testing';
import { fakeApi } from '@console/testing/mock-api';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { delay } from 'msw';
import { HeaderSearch } from './header-search';

const { on } = fakeApi();

const answer: SearchAnswer = {
  groups: [
    {
      kind: 'employees',
      hits: [
        { id: 'employee-0000000000000001', label: 'Adébáyọ̀ Ògúnlèyé', detail: 'SN0000001' },
        { id: 'employee-0000000000000002', label: 'Adebayo Okafor', detail: 'SN0000002' },
      ],
      more: false,
    },
    {
      kind: 'plans',
      hits: [{ id: 'plan-00000000000000000001', label: 'Adebayo Street 5GB', detail: null, planType: PLAN_TYPES.INSTANT_ACCESS }],
      more: true,
    },
  ],
};

let sent: unknown[] = [];
beforeEach(() => {
  sent = [];
  server.use(
    on(searchCalls.search, (body) => {
      sent.push(body);
      return ok(body.text === 'zzz' ? { groups: [] } : answer);
    }),
  );
});

const renderSearch = () =>
  renderWithProviders(
    <>
      <HeaderSearch />
      <LocationDisplay />
    </>,
    { route: '/', session: fixtures.auth },
  );

const box = () => screen.getByRole('combobox', { name: 'Search' });

describe('header search', () => {
  it('sends one search per pause in typing and shows the results grouped by kind', async () => {
    const { user } = renderSearch();
    await user.type(box(), 'adebayo');
    const list = await screen.findByRole('listbox', { name: 'Search results' });
    expect(await within(list).findByRole('option', { name: /Adébáyọ̀ Ògúnlèyé/ })).toBeInTheDocument();
    expect(sent).toEqual([{ text: 'adebayo' }]);
    const groups = within(list).getAllByRole('group');
    expect(
      groups.map((group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent),
    ).toEqual(['Employees', 'Plans (first matches)']);
    expect(
      within(groups[0])
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Adébáyọ̀ ÒgúnlèyéSN0000001', 'Adebayo OkaforSN0000002']);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves through the results with the arrows and opens the chosen record with Enter', async () => {
    const { user } = renderSearch();
    await user.type(box(), 'adebayo');
    await screen.findByRole('option', { name: /Adebayo Okafor/ });
    await user.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: /Adébáyọ̀/ });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: /Adebayo Street 5GB/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(currentLocation()).toBe('/internet/plans/instant-access/plan-00000000000000000001');
    expect(box()).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens a record on click', async () => {
    const { user } = renderSearch();
    await user.type(box(), 'adebayo');
    await user.click(await screen.findByRole('option', { name: /Adébáyọ̀/ }));
    expect(currentLocation()).toBe('/folder/employee/employee-0000000000000001');
  });

  it('opens a subscriber on its page and a voucher found by PIN on its batch page (issue 31)', async () => {
    server.use(
      on(searchCalls.search, () =>
        ok({
          groups: [
            { kind: 'customers', hits: [{ id: 'customer-000000000000001', label: 'Ada Obi', detail: 'ada.obi · 08031234567' }], more: false },
            {
              kind: 'vouchers',
              hits: [{ id: 'voucher-0000000000000001', label: 'Batch 7, serial 12', detail: 'Hour Pass', batchId: 'batch-000000000000000007' }],
              more: false,
            },
          ],
        } satisfies SearchAnswer),
      ),
    );
    const { user } = renderSearch();
    await user.type(box(), 'ada');
    const list = await screen.findByRole('listbox', { name: 'Search results' });
    expect(await within(list).findByRole('option', { name: /Ada Obi.*ada\.obi · 08031234567/ })).toBeInTheDocument();
    expect(within(list).getByText('Customers')).toBeInTheDocument();
    expect(within(list).getByText('Vouchers')).toBeInTheDocument();
    await user.click(within(list).getByRole('option', { name: /Batch 7, serial 12/ }));
    expect(currentLocation()).toBe('/internet/vouchers/batch-000000000000000007');
    await user.clear(box());
    await user.type(box(), 'ada');
    await user.click(await screen.findByRole('option', { name: /Ada Obi/ }));
    expect(currentLocation()).toBe('/internet/customers/customer-000000000000001');
  });

  it('says "No matches" when nothing is found', async () => {
    const { user } = renderSearch();
    await user.type(box(), 'zzz');
    expect(await screen.findByText('No matches')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('shows that it is searching while the answer is on its way', async () => {
    server.use(
      on(searchCalls.search, async () => {
        await delay(300);
        return ok(answer);
      }),
    );
    const { user } = renderSearch();
    await user.type(box(), 'ade');
    expect(await screen.findByText('Searching…')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: /Adebayo Okafor/ })).toBeInTheDocument();
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
  });

  it('does not search for a single letter', async () => {
    const { user } = renderSearch();
    await user.type(box(), 'a');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(sent).toEqual([]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says so when the search fails', async () => {
    server.use(on(searchCalls.search, () => fail(500, 'Server error')));
    const { user } = renderSearch();
    await user.type(box(), 'ade');
    expect(await screen.findByText('Search failed; try again.')).toBeInTheDocument();
  });

  it('puts the cursor in the box on Ctrl+K and on "/", but leaves "/" typed in another field alone', async () => {
    renderWithProviders(
      <>
        <HeaderSearch />
        <input aria-label="Other field" />
      </>,
      { session: fixtures.auth },
    );
    const other = screen.getByRole('textbox', { name: 'Other field' });
    act(() => other.focus());
    fireEvent.keyDown(other, { key: '/' });
    expect(other).toHaveFocus();
    fireEvent.keyDown(other, { key: 'k', ctrlKey: true });
    expect(box()).toHaveFocus();
    act(() => other.focus());
    act(() => other.blur());
    fireEvent.keyDown(document.body, { key: '/' });
    expect(box()).toHaveFocus();
  });
});
