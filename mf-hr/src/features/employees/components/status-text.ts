import { employeeStatusName, type Employee } from '@console/api';
import { formatDate } from '@console/ui';

/** 'Active', or with a change waiting for its day 'Active (Retired from 01/12/2026)'. */
export function employeeStatusText(employee: Pick<Employee, 'status' | 'scheduledStatus'>): string {
  const now = employeeStatusName(employee.status);
  const next = employee.scheduledStatus;
  // Calendar dates are stored at UTC midnight: shown in UTC so they never move a day.
  return next ? `${now} (${employeeStatusName(next.status)} from ${formatDate(next.effectiveDate, 'UTC')})` : now;
}
