import { currentLocation } from '@console/testing';
import { screen } from '@testing-library/react';
import { mockInternetApi } from '../../../testing/internet-mock-api';
import { renderArea } from '../../../testing/render-area';

// Issue 31: the type came from the tab the user was on and the form never said which it was.
describe('plan type in the plan form', () => {
  it('shows the type from the tab, read only, and leads to the other type on create', async () => {
    mockInternetApi();
    const { user } = renderArea('/internet/plans/instant-access/create');
    const type = await screen.findByLabelText('Type');
    expect(type).toHaveValue('Instant Access');
    expect(type).toHaveAttribute('readonly');
    expect(screen.getByText(/From the Instant Access Plans tab; it cannot change once the plan is saved/)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'New Prepaid Plan instead' }));
    expect(await screen.findByRole('heading', { name: 'New Prepaid Plan' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/internet/plans/prepaid/create');
    expect(screen.getByLabelText('Type')).toHaveValue('Prepaid');
  });

  it('shows a saved plan its type without offering to change it', async () => {
    const api = mockInternetApi();
    const [gold] = api.store.plans;
    renderArea(`/internet/plans/prepaid/${gold.id}`);
    expect(await screen.findByLabelText('Type')).toHaveValue('Prepaid');
    expect(screen.getByText('A plan keeps the type it was created with.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /instead$/ })).toBeNull();
  });
});
