import type { Generated, GeneratedAlways } from 'kysely';

/** Tables of the HR area: employees and their histories, departments, and the reference lists. */
export interface DepartmentsTable {
  id: string;
  name: string;
  code: string;
  headOfDepartment: string;
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
  staffId: string;
  /** Null when not given, so the unique index allows many employees without one. */
  confidentialFileId: string | null;
  name: string;
  /** The last word of the name, kept by the database (migration 0011). */
  surname: GeneratedAlways<string>;
  sex: 'm' | 'f';
  dob: number;
  phone: string;
  email: string;
  address: string;
  nextOfKinName: string;
  nextOfKinPhone: string;
  salaryGradeLevel: number;
  qualifications: string;
  position: string;
  status: number;
  departmentId: string;
  lgaId: string;
  nationalityId: string;
  appointmentDate: number;
  firstPromotionDate: number | null;
  lastPromotionDate: number | null;
  /** Name of the stored photo (the `photos` table), chosen by the server. */
  photo: string | null;
  created: number;
  updated: number;
}

export interface EmployeePromotionsTable {
  id: string;
  employeeId: string;
  promotionDate: number;
  salaryGradeLevel: number;
  designation: string;
  remark: string;
  previousSalaryGradeLevel: number;
  previousDesignation: string;
  /** Username of who recorded it; text, so history outlives the user account. */
  createdBy: string;
  created: number;
  /** When it was voided as a mistake (null while it counts), by whom and why. */
  voided: number | null;
  voidedBy: string | null;
  voidReason: string | null;
}

export interface EmployeeStatusHistoryTable {
  id: string;
  employeeId: string;
  previousStatus: number;
  status: number;
  effectiveDate: number;
  reason: string;
  createdBy: string;
  created: number;
  voided: number | null;
  voidedBy: string | null;
  voidReason: string | null;
  /** 0 while its effective date is after today; 1 once the employee's status follows it. */
  applied: Generated<number>;
}

export interface EmployeeStaffIdHistoryTable {
  id: string;
  employeeId: string;
  previousStaffId: string;
  staffId: string;
  createdBy: string;
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
