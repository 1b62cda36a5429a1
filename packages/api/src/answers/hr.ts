import { z } from 'zod';
import { answerId, epochSeconds, named, type Named, stampedRecord } from './common';

export const lgaAnswer = z.object({ id: answerId, name: z.string(), state: z.string() });
export const nationalityAnswer = z.object({ id: answerId, name: z.string(), code: z.string() });

export const departmentAnswer = stampedRecord({
  name: z.string(),
  code: z.string(),
  headOfDepartment: z.string(),
  employeeCount: z.number().int(),
});

const history = { id: answerId, createdBy: z.string().meta({ description: 'Username of who made the change' }), created: epochSeconds };
/** A promotion or status entry voided as a mistake stays in the history with who voided it, when and why. */
const voidable = {
  voided: epochSeconds.nullable(),
  voidedBy: z.string().nullable(),
  voidReason: z.string().nullable(),
};

export const employeeAnswer = stampedRecord({
  staffId: z.string(),
  confidentialFileId: z.string(),
  name: z.string(),
  sex: z.enum(['m', 'f']),
  dob: epochSeconds,
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  nextOfKinName: z.string(),
  nextOfKinPhone: z.string(),
  salaryGradeLevel: z.number().int(),
  qualifications: z.string(),
  position: z.string(),
  status: z.number().int().meta({ description: '0 Active ... 7 Dismissed, 8 Not Verified' }),
  departmentId: answerId,
  lgaId: answerId,
  nationalityId: answerId,
  appointmentDate: epochSeconds,
  firstPromotionDate: epochSeconds.nullable(),
  lastPromotionDate: epochSeconds.nullable(),
  photo: z.string().nullable().meta({ description: 'A signed link valid 15 minutes, or null for the default avatar' }),
  scheduledStatus: z
    .object({ status: z.number().int(), effectiveDate: epochSeconds })
    .nullable()
    .optional()
    .meta({ description: 'The next status change recorded with a future effective date, null when none' }),
  department: named,
  lga: lgaAnswer,
  nationality: named,
});

const promotionAnswer = z.object({
  ...history,
  employeeId: answerId,
  promotionDate: epochSeconds,
  salaryGradeLevel: z.number().int(),
  designation: z.string(),
  remark: z.string(),
  previousSalaryGradeLevel: z.number().int(),
  previousDesignation: z.string(),
  ...voidable,
});
const statusChangeAnswer = z.object({
  ...history,
  previousStatus: z.number().int(),
  status: z.number().int(),
  effectiveDate: epochSeconds,
  reason: z.string(),
  ...voidable,
  scheduled: z.boolean().meta({ description: 'Effective after today: the status changes on that day' }),
});
const staffIdChangeAnswer = z.object({ ...history, previousStaffId: z.string(), staffId: z.string() });

export const employeeDetailsAnswer = employeeAnswer.extend({
  promotions: z.array(promotionAnswer),
  statusHistory: z.array(statusChangeAnswer),
  staffIdHistory: z.array(staffIdChangeAnswer),
});

export const dashboardFiguresAnswer = z.object({
  newEmployees: z.object({ count: z.number().int(), year: z.number().int() }),
  dueForRetirement: z.object({
    count: z.number().int(),
    withinMonths: z.number().int(),
    age: z.number().int(),
    serviceYears: z.number().int(),
  }),
  // Appointed in the last complete calendar quarter, and that as a percentage of the headcount before it.
  increaseLastQuarter: z.object({ count: z.number().int(), percent: z.number().nullable(), from: epochSeconds, to: epochSeconds }),
  chart: z.object({ years: z.array(z.number().int()), newEmployees: z.array(z.number().int()), promotions: z.array(z.number().int()) }),
});

/** One person behind a dashboard figure, with the day that puts them there (appointed, or due to retire) and why. */
export const dashboardPersonAnswer = z.object({
  id: answerId,
  staffId: z.string(),
  name: z.string(),
  department: z.string(),
  date: epochSeconds,
  reason: z.string(),
});

export const signedLinkAnswer = z.object({ url: z.string().meta({ description: 'A signed link valid 5 minutes' }) });
export const photoAnswer = z.object({ photo: z.string().meta({ description: 'A signed link to the stored photo' }) });

export type NamedRef = Named;
export type Lga = z.output<typeof lgaAnswer>;
export type Nationality = z.output<typeof nationalityAnswer>;
export type Department = z.output<typeof departmentAnswer>;
export type Employee = z.output<typeof employeeAnswer>;
export type Promotion = z.output<typeof promotionAnswer>;
export type StatusChange = z.output<typeof statusChangeAnswer>;
export type StaffIdChange = z.output<typeof staffIdChangeAnswer>;
/** The details screen's one call: the employee with its promotions and histories, newest first. */
export type EmployeeDetails = z.output<typeof employeeDetailsAnswer>;
export type DashboardFigures = z.output<typeof dashboardFiguresAnswer>;
export type DashboardPerson = z.output<typeof dashboardPersonAnswer>;

/** The limits an installation sets for the employee forms (HR_GRADE_LEVEL_MIN/MAX, HR_APPOINTMENT_AHEAD_DAYS, HR_STATUS_AHEAD_DAYS). */
export const employeeRulesAnswer = z.object({
  gradeLevel: z.object({ min: z.number().int(), max: z.number().int() }),
  appointmentAheadDays: z.number().int().meta({ description: 'An appointment may be recorded this many days ahead' }),
  statusAheadDays: z.number().int().meta({ description: 'A status change may be scheduled this many days ahead' }),
});
