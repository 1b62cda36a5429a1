import { changesText, describeChanges, fieldLabel } from './audit-changes';

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

describe('changesText', () => {
  it('adds the line’s own words, and says when an update changed no field a reader sees', () => {
    const renewed = { action: 'create' as const, entity: 'Customer plan', changes: null, detail: 'Renewed Home: 2026-12-01 to 2026-12-31' };
    expect(changesText(renewed)).toBe('Renewed Home: 2026-12-01 to 2026-12-31');
    const claimed = { action: 'update' as const, entity: 'Employee', changes: { employeeId: { before: 'a', after: 'b' } }, detail: null };
    expect(changesText(claimed)).toBe('No field changed');
  });
});
