import { MAC_MESSAGE, P } from '@console/api';
import { screen, waitFor, within } from '@testing-library/react';
import { mockCustomersApi } from '../../../testing/customers-mock-handlers';
import { mockDevicesApi } from '../../../testing/devices-mock-handlers';
import { mockInternetApi } from '../../../testing/internet-mock-api';
import { T0 } from '../../../testing/recorded-calls';
import { renderArea } from '../../../testing/render-area';

const ADA = 'cus-0000-7000-8000-000000000001';
const DEVICES = `/internet/customers/${ADA}?tab=devices`;

describe("a subscriber's devices", () => {
  it('shows the learned device and clears the binding after asking', async () => {
    mockCustomersApi(mockInternetApi().store);
    const api = mockDevicesApi({ deviceBinding: 'first', learned: { mac: 'aa:bb:cc:dd:ee:01', at: T0 } });
    const { user } = renderArea(DEVICES);
    expect(await screen.findByText(/^AA:BB:CC:DD:EE:01, learned /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear binding' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Forget AA:BB:CC:DD:EE:01? The next login binds to its own device.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Binding cleared: the next login binds to its device.')).toBeInTheDocument();
    expect(api.callsTo('customer/devices/clear')).toEqual([{ id: ADA, updated: T0 }]);
    expect(screen.getByText('None yet: the next login binds to its device.')).toBeInTheDocument();
  });

  it('binds to a list of MACs in any common form, refusing a mistyped one and a static address another subscriber holds at the field', async () => {
    mockCustomersApi(mockInternetApi().store);
    const api = mockDevicesApi();
    const { user } = renderArea(DEVICES);
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Devices/ }), 'Only the MAC addresses listed');
    const macs = screen.getByLabelText(/^MAC Addresses/);
    await user.type(macs, 'AA-BB-CC-DD-EE-10{Enter}aabb.ccdd.ee1');
    await user.type(screen.getByLabelText(/^Static IP Address/), '10.20.0.99');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`${MAC_MESSAGE} (entry 2: aabb.ccdd.ee1)`)).toBeInTheDocument();
    expect(macs).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('customer/devices/update')).toEqual([]);

    await user.type(macs, '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('10.20.0.99 is already the static address of ada.obi.', { selector: '*:not([role=status]):not([role=alert])' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Static IP Address/)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText(/^Static IP Address/));
    await user.type(screen.getByLabelText(/^Static IP Address/), '10.20.0.15');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('customer/devices/update').at(-1)).toEqual({
        id: ADA,
        updated: T0,
        staticIp: '10.20.0.15',
        deviceBinding: 'list',
        macAddresses: 'AA-BB-CC-DD-EE-10\naabb.ccdd.ee11',
      }),
    );
    // Kept as the console compares them with Calling-Station-Id.
    expect(await screen.findByLabelText(/^MAC Addresses/)).toHaveValue('aa:bb:cc:dd:ee:10\naa:bb:cc:dd:ee:11');
  });

  it('shows a viewer the devices without Clear binding or a form to change', async () => {
    mockCustomersApi(mockInternetApi().store);
    mockDevicesApi({ deviceBinding: 'first', learned: { mac: 'aa:bb:cc:dd:ee:01', at: T0 } });
    renderArea(DEVICES, [P.VIEW_CUSTOMERS]);
    expect(await screen.findByText(/^AA:BB:CC:DD:EE:01, learned /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear binding' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Static IP Address/)).toBeDisabled();
  });
});
