import { dateTextToSeconds, secondsToDateText, type CreateEmployeeRequest, type Employee, type UpdateEmployeeRequest } from '@console/api';

/** The employee form's values: dates as the date inputs hold them ('yyyy-mm-dd'), and the LGA's state. */
export interface EmployeeFormValues {
  id?: string;
  updated?: number;
  staffId?: string;
  status?: number;
  confidentialFileId?: string;
  name: string;
  sex: 'm' | 'f';
  dob: string;
  phone?: string;
  email?: string;
  address?: string;
  nextOfKinName?: string;
  nextOfKinPhone?: string;
  salaryGradeLevel: number;
  qualifications?: string;
  position?: string;
  departmentId: string;
  /** Only narrows the LGA choice; not sent. */
  state?: string;
  lgaId: string;
  nationalityId: string;
  appointmentDate: string;
  firstPromotionDate?: string;
  lastPromotionDate?: string;
}

export const NEW_EMPLOYEE: Partial<EmployeeFormValues> = { status: 0 };

export function toFormValues(employee: Employee): EmployeeFormValues {
  return {
    id: employee.id,
    updated: employee.updated,
    confidentialFileId: employee.confidentialFileId,
    name: employee.name,
    sex: employee.sex,
    dob: secondsToDateText(employee.dob),
    phone: employee.phone,
    email: employee.email,
    address: employee.address,
    nextOfKinName: employee.nextOfKinName,
    nextOfKinPhone: employee.nextOfKinPhone,
    salaryGradeLevel: employee.salaryGradeLevel,
    qualifications: employee.qualifications,
    position: employee.position,
    departmentId: employee.departmentId,
    state: employee.lga.state,
    lgaId: employee.lgaId,
    nationalityId: employee.nationalityId,
    appointmentDate: secondsToDateText(employee.appointmentDate),
    firstPromotionDate: secondsToDateText(employee.firstPromotionDate),
    lastPromotionDate: secondsToDateText(employee.lastPromotionDate),
  };
}

const seconds = (text: string | undefined) => (text ? dateTextToSeconds(text) : null);

/** Create sends dates as epoch seconds and the status as a number (spec 7). */
export function toCreateRequest({ state: _state, id: _id, updated: _updated, ...values }: EmployeeFormValues): CreateEmployeeRequest {
  return {
    ...values,
    staffId: values.staffId ?? '',
    dob: seconds(values.dob) ?? values.dob,
    appointmentDate: seconds(values.appointmentDate) ?? values.appointmentDate,
    firstPromotionDate: seconds(values.firstPromotionDate),
    lastPromotionDate: seconds(values.lastPromotionDate),
  };
}

/** Update sends dates as 'yyyy-MM-dd' (spec 7); the staff id and status have their own calls. */
export function toUpdateRequest({ state: _state, staffId: _staffId, status: _status, ...values }: EmployeeFormValues): UpdateEmployeeRequest {
  return { ...values, id: values.id ?? '', firstPromotionDate: values.firstPromotionDate ?? '', lastPromotionDate: values.lastPromotionDate ?? '' };
}
