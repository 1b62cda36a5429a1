import type { z } from 'zod';
import { password } from './auth';
import { calendarDate } from './calendar-date';
import { email, optionalPhone, phone, rowId, text, wholeNumber } from './common';
import { DEFAULT_EMPLOYEE_RULES, createEmployeeRequest, employeeRequests, secondsToDateText } from './hr';
import { nasCreate, nairaInKobo } from './internet';

/** The message a schema gives for a value, or null when the value passes. */
const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message ?? null;

const DAY = 86_400;
const today = () => secondsToDateText(Date.now() / 1000);
const daysFromToday = (days: number) => secondsToDateText(Date.now() / 1000 + days * DAY);

describe('field messages say what is wrong and the limit', () => {
  it('text: Required, At least n characters, At most n characters', () => {
    const name = text(2, 20);
    expect(messageOf(name, undefined)).toBe('Required');
    expect(messageOf(name, '')).toBe('Required');
    expect(messageOf(name, '   ')).toBe('Required');
    expect(messageOf(name, 'A')).toBe('At least 2 characters');
    expect(messageOf(name, 'A'.repeat(21))).toBe('At most 20 characters');
    expect(messageOf(name, 'Ab')).toBeNull();
    expect(messageOf(text(1, 1000), 'x'.repeat(1001))).toBe('At most 1,000 characters');
  });

  it('whole numbers: Digits only, up to the limit; below the lower limit says it', () => {
    const validity = wholeNumber(1, 1_000_000);
    for (const value of ['abc', '1.5', 1.5, '1e3', 1_000_001, '1000001'])
      expect([value, messageOf(validity, value)]).toEqual([value, 'Digits only, up to 1,000,000']);
    expect(messageOf(validity, '')).toBe('Required');
    expect(messageOf(validity, undefined)).toBe('Required');
    expect(messageOf(validity, null)).toBe('Required');
    expect(messageOf(validity, 0)).toBe('At least 1');
    expect(validity.parse('42')).toBe(42);
    for (const value of ['x', 5, 17]) expect(messageOf(wholeNumber(6, 16), value)).toBe('Digits only, from 6 to 16');
  });

  it('email, phone and dates', () => {
    expect(messageOf(email, 'nope')).toBe('Enter an email address');
    expect(messageOf(email, '')).toBe('Required');
    expect(messageOf(calendarDate, '')).toBe('Required');
    expect(messageOf(calendarDate, '2024-02-30')).toBe('Enter a date from 1900 to 2100');
    expect(messageOf(rowId, '')).toBe('Required');
    expect(messageOf(password, 'short')).toBe('At least 8 characters');
  });

  it('Nigerian phone numbers: 0 and ten digits, or +234 and ten digits', () => {
    const message = 'Enter a Nigerian phone number: 0XXXXXXXXXX or +234XXXXXXXXXX';
    for (const good of ['08031234567', '0803 123 4567', '(0803) 123-4567', '+2348031234567', '+234 803 123 4567'])
      expect([good, messageOf(phone, good)]).toEqual([good, null]);
    for (const bad of ['8031234567', '080312345678', '0803123456', '+23408031234567', '2348031234567', '+1 555 123 4567', '0803-ABC-4567']) {
      expect([bad, messageOf(phone, bad)]).toEqual([bad, message]);
    }
    expect(messageOf(phone, '')).toBe('Required');
    expect(messageOf(optionalPhone, '')).toBeNull();
    expect(messageOf(optionalPhone, '0803')).toBe(message);
  });

  it('money: the range and the two decimals', () => {
    expect(messageOf(nairaInKobo(1, 1_000_000), '1.005')).toBe('An amount from 1 to 1,000,000, at most two decimals');
    expect(messageOf(nairaInKobo(1, 1_000_000), '')).toBe('Required');
  });

  it('NAS addresses: IPv4, IPv6 or a host name', () => {
    const base = { shortname: 'hq', ports: 1812, secret: 's', description: 'Router' };
    const nasname = (value: string) =>
      nasCreate.safeParse({ ...base, nasname: value }).error?.issues.find((i) => i.path[0] === 'nasname')?.message ?? null;
    for (const good of ['10.0.0.1', '192.168.88.1', 'fe80::1', '2001:db8::8a2e:370:7334', 'nas1', 'nas-1.example.com', 'router.isp.ng.']) {
      expect([good, nasname(good)]).toEqual([good, null]);
    }
    for (const bad of ['10.0.0.256', '999.1.1.1', '10.0.0', 'my_host', '-bad.example.com', 'a..b', 'fe80::1::2', 'http://10.0.0.1']) {
      expect([bad, nasname(bad)]).toEqual([bad, 'Not a valid IP address or host name']);
    }
  });
});

describe('employee rules', () => {
  const employee = {
    staffId: 'ST-1',
    name: 'Adebayo Ogunleye',
    sex: 'm',
    dob: '1990-01-01',
    salaryGradeLevel: 8,
    departmentId: '0190aaaa-bbbb-7ccc-8ddd-eeeeffff0001',
    lgaId: '0190aaaa-bbbb-7ccc-8ddd-eeeeffff0002',
    nationalityId: '0190aaaa-bbbb-7ccc-8ddd-eeeeffff0003',
    appointmentDate: '2015-06-01',
  };
  const errorsOf = (schema: z.ZodType, values: object) =>
    Object.fromEntries((schema.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

  it('grade level within the default range 1-17', () => {
    expect(DEFAULT_EMPLOYEE_RULES.gradeLevel).toEqual({ min: 1, max: 17 });
    expect(errorsOf(createEmployeeRequest, employee)).toEqual({});
    for (const level of [0, 18, 'x']) {
      expect(errorsOf(createEmployeeRequest, { ...employee, salaryGradeLevel: level })).toEqual({ salaryGradeLevel: 'A grade level from 1 to 17' });
    }
    expect(errorsOf(createEmployeeRequest, { ...employee, salaryGradeLevel: 17 })).toEqual({});
  });

  it('grade level and appointment margin follow the rules given', () => {
    const wide = employeeRequests({ gradeLevel: { min: 1, max: 20 }, appointmentAheadDays: 0 });
    expect(errorsOf(wide.create, { ...employee, salaryGradeLevel: 20 })).toEqual({});
    expect(
      errorsOf(wide.promotion, { employeeId: employee.departmentId, promotionDate: '2020-01-01', salaryGradeLevel: 21, designation: 'Officer' }),
    ).toEqual({
      salaryGradeLevel: 'A grade level from 1 to 20',
    });
    expect(errorsOf(wide.create, { ...employee, appointmentDate: today() })).toEqual({});
    expect(errorsOf(wide.create, { ...employee, appointmentDate: daysFromToday(1) })).toEqual({ appointmentDate: 'At most 0 days from today' });
  });

  it('appointment at most 30 days ahead by default, and the dates in order', () => {
    expect(errorsOf(createEmployeeRequest, { ...employee, appointmentDate: daysFromToday(30) })).toEqual({});
    expect(errorsOf(createEmployeeRequest, { ...employee, appointmentDate: daysFromToday(31) })).toEqual({
      appointmentDate: 'At most 30 days from today',
    });
    expect(errorsOf(createEmployeeRequest, { ...employee, appointmentDate: '1989-12-31' })).toEqual({ appointmentDate: 'After the date of birth' });
    expect(errorsOf(createEmployeeRequest, { ...employee, firstPromotionDate: '2014-01-01' })).toEqual({
      firstPromotionDate: 'Not before the appointment date',
    });
  });
});
