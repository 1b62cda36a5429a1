import { issuesToFieldErrors } from '../form-validation';
import { REVENUE_RANGE_TOO_LONG, REVENUE_TO_BEFORE_FROM, revenueReportRequest } from './revenue';

const errorsOf = (body: object) => {
  const parsed = revenueReportRequest.safeParse(body);
  return parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
};

describe('revenue report request', () => {
  const month = { period: 'day', by: 'method', from: '2026-03-01', to: '2026-03-31' };

  it('takes a range of local days, both included, of at most three years', () => {
    expect(errorsOf(month)).toEqual({});
    expect(errorsOf({ ...month, to: '2026-03-01' })).toEqual({});
    expect(errorsOf({ ...month, from: '2023-03-02', to: '2026-03-01' })).toEqual({});
    expect(errorsOf({ ...month, from: '2023-03-01', to: '2026-03-01' })).toEqual({ to: REVENUE_RANGE_TOO_LONG });
    expect(errorsOf({ ...month, to: '2026-02-28' })).toEqual({ to: REVENUE_TO_BEFORE_FROM });
  });

  it('says what is wrong with a day, a period or a grouping', () => {
    expect(errorsOf({ ...month, from: '2026-02-30', period: 'year', by: 'colour' })).toEqual({
      from: 'A date: yyyy-mm-dd',
      period: 'Invalid',
      by: 'Invalid',
    });
  });
});
