import { screen, within } from '@testing-library/react';
import { mockInternetApi } from '../../../testing/internet-mock-api';
import { openList, renderArea } from '../../../testing/render-area';

describe('NAS', () => {
  it('lists name, IP address, port and description', async () => {
    expect(await openList('/internet/nas/all', 'hq-router')).toEqual({
      headers: ['Name', 'IP Address', 'Port', 'Description', 'Usage', 'Actions'],
      cells: ['hq-router', '10.0.0.1', '1812', 'HQ MikroTik', 'Last 30 days', ''],
    });
  });

  it('creates a NAS with its port as a number and marks a port out of range', async () => {
    const api = mockInternetApi();
    const { user } = renderArea('/internet/nas/create');
    await user.type(await screen.findByLabelText(/^Name/), 'branch');
    await user.type(screen.getByLabelText(/^IP Address/), '10.0.5.1');
    await user.type(screen.getByLabelText(/^Port/), '6001');
    // What the field is, not only its limit (issue 31).
    expect(screen.getByLabelText(/^Port/)).toHaveAccessibleDescription(/How many ports \(user sessions at a time\) the NAS has, 1 to 6,000/);
    // A short shared secret is refused, and the field says why a long one (issue 31).
    const secret = screen.getByLabelText(/^Secret/);
    expect(secret).toHaveAccessibleDescription(/at least 16 characters, long and random \(RFC 6614 and the Blast-RADIUS advice\)/);
    await user.type(secret, 's3cret');
    await user.type(screen.getByLabelText(/^Description/), 'Branch router');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/fields? needs? fixing/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Port/)).toHaveAttribute('aria-invalid', 'true');
    expect(secret).toHaveAttribute('aria-invalid', 'true');
    expect(secret).toHaveAccessibleErrorMessage('At least 16 characters');
    await user.type(secret, '-branch-2026-xq');
    await user.clear(screen.getByLabelText(/^Port/));
    await user.type(screen.getByLabelText(/^Port/), '1812');
    // The CoA port starts at RFC 5176's 3799; this NAS listens elsewhere.
    const coaPort = screen.getByLabelText(/^CoA Port/);
    expect(coaPort).toHaveValue(3799);
    await user.clear(coaPort);
    await user.type(coaPort, '1700');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created successfully')).toBeInTheDocument();
    expect(api.callsTo('nas/create')).toEqual([
      {
        shortname: 'branch',
        nasname: '10.0.5.1',
        ports: 1812,
        coaPort: 1700,
        requireMessageAuthenticator: true,
        secret: 's3cret-branch-2026-xq',
        description: 'Branch router',
        vendor: 'mikrotik',
      },
    ]);
  });

  it("sets the NAS's vendor, whose attributes its Access-Accepts carry", async () => {
    const api = mockInternetApi();
    const [router] = api.store.nasList;
    const { user } = renderArea(`/internet/nas/${router.id}`);
    const vendor = await screen.findByRole('combobox', { name: /^Vendor/ });
    expect(vendor).toHaveValue('mikrotik');
    expect(screen.getByText(/MikroTik's Mikrotik-Rate-Limit and Framed-Pool/)).toBeInTheDocument();
    expect(
      within(vendor)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select…', 'MikroTik', 'WISPr hotspot', 'ChilliSpot / CoovaChilli', 'Cisco', 'Ubiquiti UniFi', 'pfSense']);
    await user.selectOptions(vendor, 'ChilliSpot / CoovaChilli');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(api.callsTo('nas/update')[0]).toMatchObject({ id: router.id, vendor: 'chillispot' });
  });

  it('edits a NAS loaded with its secret', async () => {
    const api = mockInternetApi();
    const [router] = api.store.nasList;
    const { user } = renderArea(`/internet/nas/${router.id}`);
    expect(await screen.findByLabelText(/^Secret/)).toHaveValue('testing123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(api.callsTo('nas/update')[0]).toMatchObject({ id: router.id, nasname: '10.0.0.1', ports: 1812, secret: 'testing123' });
  });

  it('keeps a short secret saved before the rule, and refuses a new short one at the field', async () => {
    const api = mockInternetApi();
    const [router] = api.store.nasList;
    const { user } = renderArea(`/internet/nas/${router.id}`);
    const secret = await screen.findByLabelText(/^Secret/);
    // testing123 (10 characters) was saved before the rule: the description still saves with it.
    await user.clear(screen.getByLabelText(/^Description/));
    await user.type(screen.getByLabelText(/^Description/), 'HQ MikroTik, rack 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(api.store.nasList[0]).toMatchObject({ secret: 'testing123', description: 'HQ MikroTik, rack 2' });

    await user.clear(secret);
    await user.type(secret, 'testing124');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/1 field needs fixing/)).toBeInTheDocument();
    expect(secret).toHaveAttribute('aria-invalid', 'true');
    expect(secret).toHaveAccessibleErrorMessage('At least 16 characters');
    expect(api.store.nasList[0].secret).toBe('testing123');

    await user.type(secret, '-hq-rack-2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(api.store.nasList[0].secret).toBe('testing124-hq-rack-2');
  });

  it('lets an old NAS send no Message-Authenticator, saying what that risks', async () => {
    const api = mockInternetApi();
    const [router] = api.store.nasList;
    const { user } = renderArea(`/internet/nas/${router.id}`);
    const required = await screen.findByRole('checkbox', { name: 'Require Message-Authenticator' });
    expect(required).toBeChecked();
    expect(screen.getByText(/can forge an Access-Accept \(Blast-RADIUS, CVE-2024-3596\)/)).toBeInTheDocument();
    await user.click(required);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(api.callsTo('nas/update')[0]).toMatchObject({ id: router.id, requireMessageAuthenticator: false });
  });
});
