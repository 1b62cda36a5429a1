import { screen, waitFor } from '@testing-library/react';
import { mockCustomersApi } from '../../../testing/customers-mock-handlers';
import { mockInternetApi } from '../../../testing/internet-mock-api';
import { renderArea } from '../../../testing/render-area';

describe('the subscriber\'s auto-renewal setting (docs/money.md "Auto-renewal")', () => {
  it('is off for a subscriber until ticked on the Details form, and saved with the form', async () => {
    const api = mockCustomersApi(mockInternetApi().store);
    const [ada] = api.store.customers;
    const { user } = renderArea(`/internet/customers/${ada.id}?tab=details`);
    const setting = await screen.findByRole('checkbox', { name: 'Renew automatically from the balance' });
    expect(setting).not.toBeChecked();
    expect(screen.getByText(/When the plan ends, the same plan is renewed and paid from the balance/)).toBeInTheDocument();

    await user.click(setting);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(api.callsTo('customer/update')).toEqual([expect.objectContaining({ id: ada.id, autoRenew: true })]);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Renew automatically from the balance' })).toBeChecked());
  });
});
