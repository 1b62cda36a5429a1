import { expectValidationFailure } from '@console/testing/validation-failure';
import { screenshotBothSizes, signedInSuite } from './support/browser';
import { createEmployee } from './support/tour';

/**
 * Messages that help (issue 16) on the real server: a record that does not exist says so with a way
 * back, a field error names the limit with the hint still under the field, and the banner after a
 * create opens the new record. Screenshots at the desktop and the phone size.
 */

const session = signedInSuite();

const field = (label: string) => session.page.getByLabel(new RegExp(`^${label}`));

const atBothSizes = (name: string) => screenshotBothSizes(session.page, `messages-${name}-desktop`, `messages-${name}-phone`);

describe('messages that help', () => {
  it('an unknown plan shows "not found" with a link back to the plans, not an empty form', async () => {
    await session.open('/internet/plans/prepaid/0190aaaa-bbbb-7ccc-8ddd-eeeeffff0000');
    await session.page.getByRole('heading', { name: 'Plan not found' }).waitFor();
    expect(await session.page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await session.page.getByLabel(/^Name/).count()).toBe(0);
    await atBothSizes('plan-not-found');
    await session.page.getByRole('link', { name: 'Back to the list' }).click();
    await session.page.waitForURL(`${session.server.baseUrl}/internet/plans/prepaid`);
    await session.page.getByRole('heading', { name: 'Plans', exact: true }).waitFor();

    await session.open('/internet/plans/prepaid/not-an-id');
    await session.page.getByRole('heading', { name: 'Record not found' }).waitFor();
  });

  it('names the limit under the field, keeps the hint, and the API answers the same text', async () => {
    await session.open('/internet/nas/create');
    await field('IP Address').fill('10.0.0.300');
    await field('Name').fill('x');
    await session.page.getByRole('button', { name: 'Save' }).click();
    await session.page.getByText(/fields? needs? fixing/).waitFor();
    await session.page.getByText('Not a valid IP address or host name').waitFor();
    await session.page.getByText('At least 2 characters').first().waitFor();
    expect(await session.page.getByText('IP address or host name of the NAS').isVisible()).toBe(true);
    await atBothSizes('nas-field-errors');

    const answer = await session.page.evaluate(async () => {
      const authorization = JSON.parse(sessionStorage.getItem('console.session') ?? 'null')?.authorization as string;
      const response = await fetch('/api/services/internet/nas/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ nasname: '10.0.0.300', shortname: 'x', ports: 0, secret: 's', description: 'Router' }),
      });
      return { status: response.status, body: await response.json() };
    });
    expectValidationFailure(
      answer,
      { nasname: 'Not a valid IP address or host name', shortname: 'At least 2 characters', ports: 'At least 1' },
      { exactly: false },
    );
  });

  it('the banner after a create links to the new record, which the link opens', async () => {
    await session.open('/internet/locations/create');
    await field('Code').fill('msg');
    await field('Name').fill('Message Town');
    await session.page.getByRole('button', { name: 'Save' }).click();
    const link = session.page.getByRole('status').getByRole('link', { name: 'Open Message Town' });
    await link.waitFor();
    await atBothSizes('create-banner-link');
    await link.click();
    await session.page.waitForURL(new RegExp(`${session.server.baseUrl}/internet/locations/[0-9a-f-]{36}$`));
    await session.page.getByRole('heading', { name: 'Edit Location' }).waitFor();
    expect(await field('Name').inputValue()).toBe('Message Town');
    expect(session.errors).toEqual([]);
  });

  it('a dialog that acted closes on success and says so on the page', async () => {
    const { department } = await session.ok('/department/create', { name: 'Messages', code: 'MSG' });
    const where = { lga: { name: 'Ikeja' }, nationality: { name: 'Nigerian' } };
    const { id: employeeId } = await createEmployee(
      session.ok,
      {
        staffId: 'MSG-1',
        name: 'Adebayo Ogunleye',
        sex: 'm',
        dob: '1985-03-02',
        phone: '0803 123 4567',
        salaryGradeLevel: 8,
        departmentId: department.id,
        appointmentDate: '2012-01-09',
      },
      where,
    );
    await session.open(`/folder/employee/${employeeId}`);
    await session.page.getByRole('button', { name: 'Change Staff ID' }).click();
    const dialog = session.page.getByRole('dialog');
    await dialog.getByLabel(/^New Staff ID/).fill('MSG-2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await session.page.getByText('Staff ID changed to MSG-2').waitFor();
    await session.page.getByRole('dialog').waitFor({ state: 'detached', timeout: 5000 });
    await atBothSizes('dialog-closed-notice');
    await session.page.getByRole('button', { name: 'Update Status' }).click();
    await session.page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await session.page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(session.errors).toEqual([]);
  });
});
