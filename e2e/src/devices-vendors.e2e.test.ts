import { createDatabase } from '../../server/src/db/create-database';
import { seedSalesCatalogue } from '../../server/src/testing/sales-catalogue';
import { screenshotBothSizes, signedInSuite } from './support/browser';

/**
 * Issue 29's "Devices" and "Any vendor's equipment" screens in Chromium on the real server: a NAS's
 * vendor, a profile's free-form reply attributes refused at the field, and a subscriber's Devices
 * tab (static address, binding, the learned device cleared). What FreeRADIUS answers with them is
 * server/src/radius/radius-devices-vendors.test.ts.
 */

const session = signedInSuite();
let customerId = '';
let profileId = '';
let nasId = '';

describe('devices and vendors', () => {
  beforeAll(async () => {
    const { location, profile } = await seedSalesCatalogue(session.ok);
    profileId = profile.id;
    const { nas } = await session.ok('/services/internet/nas/create', {
      nasname: '10.50.0.1',
      shortname: 'ikeja-chilli',
      ports: 200,
      secret: 'a-long-nas-secret-2',
      description: 'Ikeja CoovaChilli',
    });
    nasId = nas.id;
    const { customer } = await session.ok('/services/internet/customer/create', {
      type: 1,
      firstName: 'Ngozi',
      lastName: 'Obi',
      phone: '08031234568',
      locationId: location.id,
      username: 'ngozi.obi',
      password: 'net-password-1',
    });
    customerId = customer.id;
    await session.ok('/services/internet/customer/devices/update', { id: customerId, deviceBinding: 'first' });
    // The device FreeRADIUS learned at the first Access-Accept (policy console_learn_device).
    const handle = createDatabase({ databaseUrl: null, dataDir: session.server.dataDir });
    try {
      await handle.db
        .insertInto('customer_devices')
        .values({ customerId, mac: 'aa:bb:cc:dd:ee:01', learnedAt: Math.floor(Date.now() / 1000) - 3600 })
        .execute();
    } finally {
      await handle.close();
    }
  });

  it("sets a NAS's vendor", async () => {
    await session.open(`/internet/nas/${nasId}`);
    await session.page.getByLabel('Vendor').selectOption({ label: 'ChilliSpot / CoovaChilli' });
    await session.page.getByRole('button', { name: 'Save' }).click();
    await session.page.getByText('Updated successfully').first().waitFor();
    await screenshotBothSizes(session.page, 'nas-vendor', 'nas-vendor-phone');
    const { nas } = await session.ok('/services/internet/nas', { id: nasId });
    expect(nas.vendor).toBe('chillispot');
  });

  it("refuses a reply attribute FreeRADIUS's dictionaries lack, at the field, and saves the corrected one", async () => {
    await session.open(`/internet/profile/${profileId}`);
    await session.page.getByLabel('Idle Timeout').fill('900');
    const attributes = session.page.getByLabel('More Reply Attributes');
    await attributes.fill('Filter-Id = standard\nWISPr-Redirection-Url = https://isp.example/welcome\nFoo-Bar = 1');
    await session.page.getByRole('button', { name: 'Save' }).click();
    await session.page.getByText("Line 3: Foo-Bar is not an attribute in FreeRADIUS's dictionaries").waitFor();
    await screenshotBothSizes(session.page, 'profile-reply-attributes', 'profile-reply-attributes-phone');
    await attributes.fill('Filter-Id = standard\nWISPr-Redirection-Url = https://isp.example/welcome');
    await session.page.getByRole('button', { name: 'Save' }).click();
    await session.page.getByText('Saved successfully').first().waitFor();
    const { profile } = await session.ok('/services/internet/profile', { id: profileId });
    expect(profile).toMatchObject({ idleTimeout: 900, replyAttributes: 'Filter-Id = standard\nWISPr-Redirection-URL = https://isp.example/welcome' });
  });

  it("shows a subscriber's bound device, clears it, and saves a static address", async () => {
    await session.open(`/internet/customers/${customerId}?tab=devices`);
    await session.page.getByText(/^AA:BB:CC:DD:EE:01, learned /).waitFor();
    await session.page.getByLabel('Static IP Address').fill('10.20.0.15');
    await screenshotBothSizes(session.page, 'customer-devices', 'customer-devices-phone');
    await session.page.getByRole('button', { name: 'Save' }).click();
    await session.page.getByText('Updated successfully').first().waitFor();
    await session.page.getByRole('button', { name: 'Clear binding' }).click();
    await session.page.getByRole('alertdialog').getByRole('button', { name: 'Clear' }).click();
    await session.page.getByText('Binding cleared: the next login binds to its device.').waitFor();
    const { devices } = await session.ok('/services/internet/customer/devices', { id: customerId });
    expect(devices).toMatchObject({ staticIp: '10.20.0.15', deviceBinding: 'first', learned: null });
    expect(session.errors).toEqual([]);
  });
});
