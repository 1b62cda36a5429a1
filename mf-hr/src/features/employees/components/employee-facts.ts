import { employeeStatusName, type EmployeeDetails } from '@console/api';
import { formatDate } from '@console/ui';
import type { ReactNode } from 'react';
import { employeeStatusText } from './status-text';

export type Fact = [label: string, value: ReactNode];

// Calendar dates are stored at UTC midnight: shown in UTC so they never move a day.
export const day = (seconds: number | null) => formatDate(seconds, 'UTC');
const SEX = { m: 'Male', f: 'Female' } as const;

/** What a fact shows when the record has none. */
export const factText = (value: ReactNode) => (value === '' || value === null ? '—' : value);

/**
 * The personal and job data, for the details page and the printed record alike. On paper the
 * heading already names the employee, the staff ID and the department, and the status is the one
 * in force: a change waiting for its day is not part of the record yet.
 */
export function employeeFacts(employee: EmployeeDetails, { onPaper }: { onPaper: boolean }): { personal: Fact[]; job: Fact[] } {
  const shown = (facts: Array<Fact | false>) => facts.filter((fact): fact is Fact => fact !== false);
  return {
    personal: shown([
      !onPaper && ['Name', employee.name],
      ['Sex', SEX[employee.sex]],
      ['Date of Birth', day(employee.dob)],
      ['Phone', employee.phone],
      ['Email', employee.email],
      ['Address', employee.address],
      ['Next of Kin', employee.nextOfKinName],
      ['Next of Kin Phone', employee.nextOfKinPhone],
      ['Nationality', employee.nationality.name],
      ['LGA', `${employee.lga.name}, ${employee.lga.state}`],
    ]),
    job: shown([
      !onPaper && ['Staff ID', employee.staffId],
      ['Conf. File ID', employee.confidentialFileId],
      ['Status', onPaper ? employeeStatusName(employee.status) : employeeStatusText(employee)],
      !onPaper && ['Department', employee.department.name],
      ['Current Designation', employee.position],
      ['Salary Grade Level', employee.salaryGradeLevel],
      ['Qualifications', employee.qualifications],
      ['Appointment Date', day(employee.appointmentDate)],
      ['First Promotion', day(employee.firstPromotionDate)],
      ['Last Promotion', day(employee.lastPromotionDate)],
    ]),
  };
}
