import { changesText, describeChanges, fieldLabel } from './audit-changes';
import { formatDate, formatTime } from './format';

// Each field's words on its form.
const FORM_LABELS = {
  salaryGradeLevel: 'Salary grade level',
  amountKobo: 'Amount',
  staffId: 'Staff ID',
  confidentialFileId: 'Confidential file ID',
  smsSender: 'SMS sender',
  ipPool: 'IP pool',
  coaPort: 'CoA port',
  dob: 'Date of birth',
  nasname: 'IP address',
};

describe('fieldLabel', () => {
  it.each(Object.entries(FORM_LABELS))('names %s as the forms do: %s', (field, label) => {
    expect(fieldLabel(field)).toBe(label);
  });
});

describe('describeChanges', () => {
  it('reads an employee update with the forms’ words', () => {
    const changes = { staffId: { before: 'ST-1', after: 'ST-2' }, dob: { before: 0, after: 86_400 } };
    expect(describeChanges({ action: 'update', entity: 'Employee', changes })).toBe('Staff ID: ST-1 → ST-2; Date of birth: 01/01/1970 → 02/01/1970');
  });
});

describe('describeChanges of subscribers, plans and vouchers (issue 31)', () => {
  it('shows moments as dates, linked records and lists by name, codes by name: never an epoch number or JSON', () => {
    const end = 1_800_868_820;
    const sale = {
      customerId: { before: null, after: 'c1' },
      plan: { before: null, after: { id: 'p1', name: 'Home 10GB' } },
      start: { before: null, after: end - 30 * 86_400 },
      end: { before: null, after: end },
      amount: { before: null, after: 4500 },
    };
    const text = describeChanges({ action: 'create', entity: 'Customer plan', changes: sale });
    expect(text).toBe(
      `Plan: Home 10GB; Start: ${formatDate(end - 30 * 86_400)} ${formatTime(end - 30 * 86_400)}; End: ${formatDate(end)} ${formatTime(end)}; Amount: N4,500.00`,
    );
    expect(text).not.toMatch(/1,800,868,820|1800868820|[{}"]/);

    const plan = {
      type: { before: 1, after: 1 },
      contractValue: { before: 12.5, after: -1 },
      locationPlans: {
        before: [],
        after: [{ location: { id: 'l1', code: 'LAG', name: 'Lagos' } }, { location: { id: 'l2', code: 'IKJ', name: 'Ikeja' } }],
      },
      profile: { before: { id: 'f1', name: 'Basic' }, after: { id: 'f2', name: 'Fast' } },
      constraints: {
        before: [],
        after: [{ id: 'k1', planId: 'p1', profileId: 'f1', profile: { id: 'f1', name: 'Night' }, days: [1, 2], start: '22:00:00', end: '06:00:00' }],
      },
    };
    expect(describeChanges({ action: 'update', entity: 'Plan', changes: plan })).toBe(
      'Type: Prepaid → Prepaid; Contract value: N12.50 → None; Locations: none → Lagos, Ikeja; Profile: Basic → Fast; ' +
        'Constraints: none → (Profile: Night; Days: Mon, Tue; Start: 22:00:00; End: 06:00:00)',
    );
    const customer = { status: { before: 1, after: 2 }, type: { before: null, after: 2 } };
    expect(describeChanges({ action: 'update', entity: 'Customer', changes: customer })).toBe('Status: Active → Suspended; Type: — → Corporate');
    const created = {
      name: { before: null, after: 'Ada Obi' },
      email: { before: null, after: '' },
      notes: { before: null, after: null },
      tags: { before: null, after: [] },
    };
    expect(describeChanges({ action: 'create', entity: 'Customer', changes: created })).toBe('Name: Ada Obi');
    const role = { rolePermissions: { before: null, after: [{ permissionId: 130 }, { permissionId: 133 }] } };
    expect(describeChanges({ action: 'create', entity: 'Role', changes: role })).toBe('Permissions: 130, 133');
  });
});

describe('changesText', () => {
  it('adds the line’s own words, and says when an update changed no field a reader sees', () => {
    const renewed = { action: 'create' as const, entity: 'Customer plan', changes: null, detail: 'Renewed Home: 2026-12-01 to 2026-12-31' };
    expect(changesText(renewed)).toBe('Renewed Home: 01/12/2026 to 31/12/2026');
    const claimed = { action: 'update' as const, entity: 'Employee', changes: { employeeId: { before: 'a', after: 'b' } }, detail: null };
    expect(changesText(claimed)).toBe('No field changed');
  });
});
