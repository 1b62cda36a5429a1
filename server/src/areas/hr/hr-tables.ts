import type { Generated, GeneratedAlways } from 'kysely';

/** Tables of the HR area: employees and their histories, departments, and the reference lists. */
export interface DepartmentsTable {
  id: string;
  name: string;
  code: string;
  head_of_department: string;
  created: number;
  updated: number;
}

export interface LgasTable {
  id: string;
  name: string;
  state: string;
}

export interface NationalitiesTable {
  id: string;
  name: string;
  /** ISO 3166-1 alpha-2 code of the country. */
  code: string;
}

export interface EmployeesTable {
  id: string;
  staff_id: string;
  /** Null when not given, so the unique index allows many employees without one. */
  confidential_file_id: string | null;
  name: string;
  /** The last word of the name, kept by the database (migration 0011). */
  surname: GeneratedAlways<string>;
  sex: 'm' | 'f';
  dob: number;
  phone: string;
  email: string;
  address: string;
  next_of_kin_name: string;
  next_of_kin_phone: string;
  salary_grade_level: number;
  qualifications: string;
  position: string;
  status: number;
  department_id: string;
  lga_id: string;
  nationality_id: string;
  appointment_date: number;
  first_promotion_date: number | null;
  last_promotion_date: number | null;
  /** Name of the stored photo (the `photos` table), chosen by the server. */
  photo: string | null;
  created: number;
  updated: number;
}

export interface EmployeePromotionsTable {
  id: string;
  employee_id: string;
  promotion_date: number;
  salary_grade_level: number;
  designation: string;
  remark: string;
  previous_salary_grade_level: number;
  previous_designation: string;
  /** Username of who recorded it; text, so history outlives the user account. */
  created_by: string;
  created: number;
  /** When it was voided as a mistake (null while it counts), by whom and why. */
  voided: number | null;
  voided_by: string | null;
  void_reason: string | null;
}

export interface EmployeeStatusHistoryTable {
  id: string;
  employee_id: string;
  previous_status: number;
  status: number;
  effective_date: number;
  reason: string;
  created_by: string;
  created: number;
  voided: number | null;
  voided_by: string | null;
  void_reason: string | null;
  /** 0 while its effective date is after today; 1 once the employee's status follows it. */
  applied: Generated<number>;
}

export interface EmployeeStaffIdHistoryTable {
  id: string;
  employee_id: string;
  previous_staff_id: string;
  staff_id: string;
  created_by: string;
  created: number;
}

/** Stored employee photos (re-encoded JPEGs), by the name `employees.photo` holds. */
export interface PhotosTable {
  name: string;
  content: Buffer;
  created: number;
}

export interface HrTables {
  departments: DepartmentsTable;
  lgas: LgasTable;
  nationalities: NationalitiesTable;
  employees: EmployeesTable;
  employee_promotions: EmployeePromotionsTable;
  employee_status_history: EmployeeStatusHistoryTable;
  employee_staff_id_history: EmployeeStaffIdHistoryTable;
  photos: PhotosTable;
}
