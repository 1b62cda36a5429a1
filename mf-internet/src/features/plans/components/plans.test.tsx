import { CHOOSE_A_DAY, P, WINDOW_WITHOUT_LENGTH } from '@console/api';
import { currentLocation, cellTexts, confirmDelete } from '@console/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { mockInternetApi } from '../../../testing/internet-mock-api';
import { renderArea } from '../../../testing/render-area';

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
const cellsOf = (name: string) => cellTexts(screen.getByRole('cell', { name }).closest('tr')!);

describe('plans list', () => {
  it('shows each type under its tab with the names behind its count column, and reloads on every switch', async () => {
    const api = mockInternetApi();
    const { user } = renderArea('/internet/plans/prepaid');
    expect(await screen.findByRole('cell', { name: 'Gold' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Prepaid Plans' })).toHaveAttribute('aria-selected', 'true');
    expect(headers()).toEqual(['Name', 'Description', 'Amount', 'Contract Value', 'Uptime', 'Validity', 'Locations', 'Actions']);
    expect(cellsOf('Gold')).toEqual(['Gold', 'Monthly prepaid', 'N15,000.00', '—', '—', '30 days', 'Ikeja, Lekki', '']);
    expect(screen.queryByRole('cell', { name: 'Hourly' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Instant Access Plans' }));
    expect(await screen.findByRole('cell', { name: 'Hourly' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/internet/plans/instant-access');
    expect(headers()).toEqual(['Name', 'Description', 'Amount', 'Contract Value', 'Uptime', 'Validity', 'SalePoints', 'Actions']);
    expect(cellsOf('Hourly')).toEqual(['Hourly', 'One hour voucher', 'N200.00', 'N150.50', '60 min', '1 day', 'Kiosk', '']);

    await user.click(screen.getByRole('tab', { name: 'Prepaid Plans' }));
    expect(await screen.findByRole('cell', { name: 'Gold' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('plans').map((body) => body.criteria)).toEqual([{ type: 1 }, { type: 2 }, { type: 1 }]));
    expect(screen.getByText('1-1 of 1')).toBeInTheDocument();
  });

  it('right-aligns money with two decimals and sorts by amount, then the other way, from the header', async () => {
    const api = mockInternetApi();
    const { user } = renderArea('/internet/plans/prepaid');
    const amount = await screen.findByRole('cell', { name: 'N15,000.00' });
    expect(amount).toHaveStyle({ textAlign: 'end' });
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveStyle({ textAlign: 'end' });
    await user.click(screen.getByRole('button', { name: 'Sort by Amount' }));
    await waitFor(() =>
      expect(api.callsTo('plans').at(-1)).toEqual({ offset: 0, limit: 10, criteria: { type: 1 }, sort: { column: 'amount', direction: 'asc' } }),
    );
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Sort by Amount, ascending' }));
    await waitFor(() => expect(api.callsTo('plans').at(-1)?.sort).toEqual({ column: 'amount', direction: 'desc' }));
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending');
    expect(currentLocation()).toBe('/internet/plans/prepaid?sort=amount&dir=desc');
  });

  it('shows New Plan with 54, Edit with 52 and Delete with 53 only', async () => {
    mockInternetApi();
    renderArea('/internet/plans/prepaid', [P.VIEW_PLANS]);
    expect(await screen.findByRole('cell', { name: 'Gold' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Plan' })).not.toBeInTheDocument();
    expect(headers()).not.toContain('Actions');
  });

  it.each([
    [[P.CREATE_PLAN], { create: true, edit: false, remove: false }],
    [[P.MODIFY_PLAN], { create: false, edit: true, remove: false }],
    [[P.DELETE_PLAN], { create: false, edit: false, remove: true }],
  ])('with %j: the buttons the permission allows', async (permissions, allowed) => {
    mockInternetApi();
    renderArea('/internet/plans/prepaid', permissions);
    expect(await screen.findByRole('cell', { name: 'Gold' })).toBeInTheDocument();
    expect(Boolean(screen.queryByRole('link', { name: 'New Plan' }))).toBe(allowed.create);
    expect(Boolean(screen.queryByRole('link', { name: 'Edit Gold' }))).toBe(allowed.edit);
    expect(Boolean(screen.queryByRole('button', { name: 'Delete Gold' }))).toBe(allowed.remove);
  });

  it('deletes a plan after the confirmation', async () => {
    const api = mockInternetApi();
    const [gold] = api.store.plans;
    const { user } = renderArea('/internet/plans/prepaid');
    await confirmDelete(user, 'Gold');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Gold' })).not.toBeInTheDocument());
    expect(api.callsTo('plan/delete')).toEqual([{ id: gold.id }]);
  });

  it('goes from the list to the create page of the same type', async () => {
    mockInternetApi();
    const { user } = renderArea('/internet/plans/instant-access');
    await user.click(await screen.findByRole('link', { name: 'New Plan' }));
    expect(await screen.findByRole('heading', { name: 'New Instant Access Plan' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/internet/plans/instant-access/create');
  });
});

describe('plan forms', () => {
  it('creates a prepaid plan with locations and an expired profile, the type from the route', async () => {
    const api = mockInternetApi();
    const [ikeja] = api.store.locations;
    const [home, night] = api.store.profiles;
    const { user } = renderArea('/internet/plans/prepaid/create');
    expect(await screen.findByRole('heading', { name: 'New Prepaid Plan' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Contract Value/)).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Sale Points' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/fields? needs? fixing/)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Name/), 'Silver');
    await user.type(screen.getByLabelText(/^Description/), 'Weekly prepaid');
    await user.type(screen.getByLabelText(/^Amount/), '2500.50');
    await user.type(screen.getByLabelText(/^Validity/), '7');
    await user.selectOptions(screen.getByLabelText(/^Profile/), 'Home 2M');
    await user.selectOptions(screen.getByLabelText(/^Expired Profile/), 'Night 10M');
    await user.click(await screen.findByRole('checkbox', { name: 'Ikeja' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created successfully')).toBeInTheDocument();
    expect(api.callsTo('plan/create')).toEqual([
      {
        type: 1,
        name: 'Silver',
        description: 'Weekly prepaid',
        amount: '2500.50',
        validity: 7,
        simultaneousUse: 1,
        quotaTotalMb: 0,
        quotaDownloadMb: 0,
        quotaUploadMb: 0,
        quotaReset: 'period',
        quotaAction: 'refuse',
        profileId: home.id,
        expiredProfileId: night.id,
        locationPlans: [{ location: { id: ikeja.id } }],
        salePointPlans: [],
      },
    ]);
    // The form empties, the type stays.
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(''));
    expect(screen.getByRole('checkbox', { name: 'Ikeja' })).not.toBeChecked();
  });

  it('sets a data quota, reset daily, with the fair-use profile it drops to, asked for only with fair use', async () => {
    const api = mockInternetApi();
    const [home, night] = api.store.profiles;
    const { user } = renderArea('/internet/plans/prepaid/create');
    expect(await screen.findByRole('heading', { name: 'New Prepaid Plan' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), 'Daily 1G');
    await user.type(screen.getByLabelText(/^Description/), 'One GB a day');
    await user.type(screen.getByLabelText(/^Amount/), '500');
    await user.type(screen.getByLabelText(/^Validity/), '30');
    await user.selectOptions(screen.getByLabelText(/^Profile/), 'Home 2M');
    expect(screen.queryByLabelText(/^Fair-Use Profile/)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Data Quota/));
    await user.type(screen.getByLabelText(/^Data Quota/), '1024');
    await user.selectOptions(screen.getByLabelText(/^Quota Resets/), 'Daily, at midnight');
    await user.selectOptions(screen.getByLabelText(/^At the Quota/), 'Drop to the fair-use profile until the reset');
    await user.selectOptions(await screen.findByLabelText(/^Fair-Use Profile/), 'Night 10M');
    await user.clear(screen.getByLabelText(/^Upload Quota/));
    await user.type(screen.getByLabelText(/^Upload Quota/), '100000001');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/up to 100,000,000/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Upload Quota/));
    await user.type(screen.getByLabelText(/^Upload Quota/), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created successfully')).toBeInTheDocument();
    expect(api.callsTo('plan/create')[0]).toMatchObject({
      profileId: home.id,
      quotaTotalMb: 1024,
      quotaDownloadMb: 0,
      quotaUploadMb: 0,
      quotaReset: 'daily',
      quotaAction: 'fair-use',
      fairUseProfileId: night.id,
    });
  });

  it('creates an instant-access plan with sale points, contract value and uptime', async () => {
    const api = mockInternetApi();
    const [kiosk] = api.store.salePoints;
    const { user } = renderArea('/internet/plans/instant-access/create');
    await user.type(await screen.findByLabelText(/^Name/), 'Day pass');
    await user.type(screen.getByLabelText(/^Description/), '24 hours');
    await user.type(screen.getByLabelText(/^Amount/), '500');
    await user.type(screen.getByLabelText(/^Validity/), '1');
    await user.selectOptions(screen.getByLabelText(/^Profile/), 'Home 2M');
    await user.type(screen.getByLabelText(/^Contract Value/), '-1');
    await user.type(screen.getByLabelText(/^Uptime/), '1440');
    expect(screen.queryByLabelText(/^Expired Profile/)).not.toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Kiosk' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created successfully')).toBeInTheDocument();
    expect(api.callsTo('plan/create')[0]).toMatchObject({
      type: 2,
      contractValue: '-1',
      uptime: 1440,
      salePointPlans: [{ salePoint: { id: kiosk.id } }],
      locationPlans: [],
    });
  });

  it('says what an out-of-range contract value must be', async () => {
    mockInternetApi();
    const { user } = renderArea('/internet/plans/instant-access/create');
    await user.type(await screen.findByLabelText(/^Contract Value/), '-0.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/fields? needs? fixing/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Contract Value/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Contract Value/)).toHaveAccessibleErrorMessage(
      '-1 for none, or an amount from 0 to 1,000,000 with at most two decimals',
    );
  });

  it('edits a plan and keeps it on the page after Updated successfully', async () => {
    const api = mockInternetApi();
    const [gold] = api.store.plans;
    const { user } = renderArea(`/internet/plans/prepaid/${gold.id}`);
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue('Gold');
    expect(await screen.findByRole('checkbox', { name: 'Ikeja' })).toBeChecked();
    await user.clear(name);
    await user.type(name, 'Gold Plus');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(api.callsTo('plan/update')[0]).toMatchObject({ id: gold.id, type: 1, name: 'Gold Plus', updated: 1_700_000_000 });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Gold Plus');
  });

  it('sends a plan opened under the other type to its own address', async () => {
    const api = mockInternetApi();
    const hourly = api.store.plans[1];
    renderArea(`/internet/plans/prepaid/${hourly.id}`);
    expect(await screen.findByRole('heading', { name: 'Edit Instant Access Plan' })).toBeInTheDocument();
    expect(currentLocation()).toBe(`/internet/plans/instant-access/${hourly.id}`);
  });
});

describe('plan constraints', () => {
  it('lists the constraints: Profile, Start, End, Days', async () => {
    const api = mockInternetApi();
    renderArea(`/internet/plans/prepaid/${api.store.plans[0].id}`);
    const section = await screen.findByRole('region', { name: 'Constraints' });
    expect(
      within(section)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Profile', 'Start', 'End', 'Days', 'Actions']);
    expect(within(section).getByRole('cell', { name: 'Night 10M' }).closest('tr')).toHaveTextContent(
      'Night 10M08:00:0018:30:15Mon, Tue, Wed, Thu, Fri',
    );
  });

  it('offers hours 00-23, minutes and seconds 00-59 and days Sun to Sat, and appends a created constraint', async () => {
    const api = mockInternetApi();
    const [gold] = api.store.plans;
    const [home] = api.store.profiles;
    const { user } = renderArea(`/internet/plans/prepaid/${gold.id}`);
    await user.click(await screen.findByRole('button', { name: 'New Constraint' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Constraint' });
    const options = (label: string) =>
      within(within(dialog).getByLabelText(label))
        .getAllByRole('option')
        .slice(1)
        .map((o) => o.textContent);
    expect(options('Start hour')).toEqual(Array.from({ length: 24 }, (_, n) => String(n).padStart(2, '0')));
    expect(options('Start minute')).toHaveLength(60);
    expect(options('End second').at(-1)).toBe('59');
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/fields? needs? fixing/)).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText(/^Profile/), 'Home 2M');
    for (const day of ['Sat', 'Sun']) await user.click(within(dialog).getByRole('checkbox', { name: day }));
    await user.selectOptions(within(dialog).getByLabelText('Start hour'), '22');
    await user.selectOptions(within(dialog).getByLabelText('End hour'), '06');
    await user.selectOptions(within(dialog).getByLabelText('End minute'), '30');
    await user.selectOptions(within(dialog).getByLabelText('End second'), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Constraint' })).not.toBeInTheDocument());
    expect(api.callsTo('plan/constraint/create')).toEqual([{ planId: gold.id, profileId: home.id, days: [6, 0], start: 79_200, end: 23_415 }]);
    const rows = within(screen.getByRole('region', { name: 'Constraints' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Night 10M08:00:0018:30:15Mon, Tue, Wed, Thu, Fri', 'Home 2M22:00:0006:30:15Sat, Sun']);
    // Appended from the answer, without reloading the plan.
    expect(api.callsTo('plan')).toHaveLength(1);
  });

  it('refuses a window that starts where it ends, and no day, each saying so at its field (issue 31)', async () => {
    const api = mockInternetApi();
    const { user } = renderArea(`/internet/plans/prepaid/${api.store.plans[0].id}`);
    await user.click(await screen.findByRole('button', { name: 'New Constraint' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Constraint' });
    await user.selectOptions(within(dialog).getByLabelText(/^Profile/), 'Home 2M');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mon' }));
    for (const [label, value] of [
      ['End hour', '00'],
      ['End minute', '00'],
      ['End second', '00'],
    ]) {
      await user.selectOptions(within(dialog).getByLabelText(label), value);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('1 field needs fixing.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('End hour')).toHaveAccessibleErrorMessage(WINDOW_WITHOUT_LENGTH);
    expect(within(dialog).getByLabelText('End hour')).toHaveFocus();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Mon' }));
    await user.selectOptions(within(dialog).getByLabelText('End hour'), '06');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(CHOOSE_A_DAY)).toBeInTheDocument();
    expect(api.callsTo('plan/constraint/create')).toEqual([]);
  });

  it('edits a constraint in place and closes the dialog', async () => {
    const api = mockInternetApi();
    const [gold] = api.store.plans;
    const [existing] = gold.constraints;
    const { user } = renderArea(`/internet/plans/prepaid/${gold.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit constraint 08:00:00-18:30:15' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Constraint' });
    expect(within(dialog).getByLabelText('End minute')).toHaveValue('30');
    expect(within(dialog).getByLabelText('End second')).toHaveValue('15');
    expect(within(dialog).getByRole('checkbox', { name: 'Mon' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Sun' })).not.toBeChecked();
    await user.selectOptions(within(dialog).getByLabelText('Start hour'), '09');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Constraint' })).not.toBeInTheDocument());
    expect(api.callsTo('plan/constraint/update')).toEqual([
      { id: existing.id, profileId: existing.profileId, days: [1, 2, 3, 4, 5], start: 32_400, end: 66_615 },
    ]);
    const section = screen.getByRole('region', { name: 'Constraints' });
    expect(
      within(section)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Night 10M09:00:0018:30:15Mon, Tue, Wed, Thu, Fri']);
  });

  it('deletes a constraint after "Do you really want to delete this Constraint?"', async () => {
    const api = mockInternetApi();
    const [gold] = api.store.plans;
    const constraintId = gold.constraints[0].id;
    const { user } = renderArea(`/internet/plans/prepaid/${gold.id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete constraint 08:00:00-18:30:15' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Do you really want to delete this Constraint?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No constraints.')).toBeInTheDocument();
    expect(api.callsTo('plan/constraint/delete')).toEqual([{ id: constraintId }]);
  });
});
