import { z } from 'zod';
import { calendarDate, optionalCalendarDate, secondsToDateText } from './calendar-date';
import { ENTER_EMAIL, INVALID, email, formatLimit, listRequest, optionalPhone, rowId, text, updatedStamp, wholeNumber } from './common';
import { NOT_VERIFIED } from '../formatters';

export * from './calendar-date';

const optionalText = (max: number) => text(0, max).optional().default('');
const optionalEmail = z
  .union([z.literal(''), email], { error: ENTER_EMAIL })
  .optional()
  .default('');
const optionalPhoneText = optionalPhone.optional().default('');

// ---------------------------------------------------------------------------------------------
// Employee statuses (spec 4): in ../formatters.ts, which the export's worker loads without zod.
// ---------------------------------------------------------------------------------------------

export { EMPLOYEE_STATUSES, NOT_VERIFIED, employeeStatusName } from '../formatters';

export const employeeStatus = wholeNumber(0, NOT_VERIFIED, { outside: 'Choose a status' });

// ---------------------------------------------------------------------------------------------
// Employee requests. Limits are spec 5; staffId, confidentialFileId and appointmentDate have none
// there, so docs/hr.md records the ones chosen here.
// ---------------------------------------------------------------------------------------------

export const staffId = text(2, 20);

/**
 * The rules an installation may set (server: HR_GRADE_LEVEL_MIN/MAX, HR_APPOINTMENT_AHEAD_DAYS,
 * HR_STATUS_AHEAD_DAYS); forms check the defaults and the server's field errors carry the configured limits.
 */
export interface EmployeeRules {
  gradeLevel: { min: number; max: number };
  /** An appointment may be recorded this many days before it starts, no further ahead. */
  appointmentAheadDays: number;
  /** A status change may be scheduled this many days ahead at most (a retirement notice, a leave). */
  statusAheadDays?: number;
}
export const DEFAULT_STATUS_AHEAD_DAYS = 366;
export const DEFAULT_EMPLOYEE_RULES: EmployeeRules = {
  gradeLevel: { min: 1, max: 17 },
  appointmentAheadDays: 30,
  statusAheadDays: DEFAULT_STATUS_AHEAD_DAYS,
};

const DAY_SECONDS = 86_400;

/**
 * A promotion to a lower grade than the employee holds now is a demotion in all but name (issue 31):
 * taken only with a reason in the remark. Answers the remark's message, or undefined.
 */
export function lowerGradeProblem(newLevel: number, currentLevel: number, remark: string | undefined): string | undefined {
  if (!(newLevel < currentLevel) || (remark ?? '').trim().length >= 2) return undefined;
  return `Lower than the grade now (${currentLevel}): say why here`;
}

/**
 * Why a status change cannot take effect on `effectiveDate` (issue 31), or undefined: not before the
 * employee's appointment (there was no status to change), and at most the rules' margin after
 * today's UTC day (decades ahead is a typing slip). Dates are epoch seconds at UTC midnight.
 */
export function statusDateProblem(effectiveDate: number, appointmentDate: number, rules: EmployeeRules): string | undefined {
  const ahead = rules.statusAheadDays ?? DEFAULT_STATUS_AHEAD_DAYS;
  const today = Math.floor(Date.now() / 1000 / DAY_SECONDS) * DAY_SECONDS;
  // Written as every date on screen is (dd/mm/yyyy).
  const appointed = secondsToDateText(appointmentDate).split('-').reverse().join('/');
  if (effectiveDate < appointmentDate) return `Not before the appointment date (${appointed})`;
  if (effectiveDate > today + ahead * DAY_SECONDS) return `At most ${formatLimit(ahead)} days from today`;
  return undefined;
}

export const salaryGradeLevel = ({ gradeLevel: { min, max } }: EmployeeRules) =>
  wholeNumber(min, max, { outside: `A grade level from ${formatLimit(min)} to ${formatLimit(max)}` });

const employeeFields = (rules: EmployeeRules) => ({
  confidentialFileId: optionalText(20),
  name: text(3, 50),
  sex: z.enum(['m', 'f'], { error: 'Choose Male or Female' }),
  dob: calendarDate,
  phone: optionalPhoneText,
  email: optionalEmail,
  address: optionalText(100),
  nextOfKinName: optionalText(50),
  nextOfKinPhone: optionalPhoneText,
  salaryGradeLevel: salaryGradeLevel(rules),
  qualifications: optionalText(300),
  position: optionalText(100),
  departmentId: rowId,
  lgaId: rowId,
  nationalityId: rowId,
  appointmentDate: calendarDate,
  firstPromotionDate: optionalCalendarDate,
  lastPromotionDate: optionalCalendarDate,
});

type DatedValues = { dob: number; appointmentDate: number; firstPromotionDate: number | null; lastPromotionDate: number | null };

/**
 * Dates in their natural order (born, then appointed, then promoted, first no later than last), and
 * an appointment no further ahead than the rules allow, counted from today's UTC calendar day.
 */
const checkDates =
  (rules: EmployeeRules) =>
  (values: DatedValues, ctx: z.core.$RefinementCtx<DatedValues>): void => {
    const problem = (path: keyof DatedValues, message: string) => ctx.addIssue({ code: 'custom', message, path: [path], input: values[path] });
    const today = Math.floor(Date.now() / 1000 / DAY_SECONDS) * DAY_SECONDS;
    const latestAppointment = today + rules.appointmentAheadDays * DAY_SECONDS;
    // Each message on the field that breaks its rule (issue 31): a birth date ahead is the birth
    // date's fault, not the appointment's.
    if (values.dob > today) problem('dob', 'Not after today');
    else if (values.appointmentDate <= values.dob) problem('appointmentDate', 'After the date of birth');
    else if (values.appointmentDate > latestAppointment) {
      problem('appointmentDate', `At most ${formatLimit(rules.appointmentAheadDays)} days from today`);
    }
    if (values.firstPromotionDate !== null && values.firstPromotionDate < values.appointmentDate) {
      problem('firstPromotionDate', 'Not before the appointment date');
    }
    if (values.lastPromotionDate !== null) {
      if (values.lastPromotionDate < values.appointmentDate) problem('lastPromotionDate', 'Not before the appointment date');
      else if (values.firstPromotionDate !== null && values.lastPromotionDate < values.firstPromotionDate) {
        problem('lastPromotionDate', 'Not before the first promotion');
      }
    }
  };

const DATE_FIELDS: ReadonlySet<PropertyKey> = new Set(['dob', 'appointmentDate', 'firstPromotionDate', 'lastPromotionDate']);
/** The date rules run once the dates themselves parsed, whatever else failed: a form shows every problem at once. */
const DATES_PARSED = {
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => !issue.path?.length || DATE_FIELDS.has(issue.path[0])),
};

/**
 * The employee requests under an installation's rules: create (every field, the first status,
 * default Active, and the staff id); update (Edit Data: every field but the staff id and the
 * status, which change only through their own calls so each change is kept in the history); and
 * a promotion.
 */
export function employeeRequests(rules: EmployeeRules) {
  const fields = employeeFields(rules);
  return {
    create: z.object({ staffId, status: employeeStatus.optional().default(0), ...fields }).superRefine(checkDates(rules), DATES_PARSED),
    update: z.object({ id: rowId, updated: updatedStamp, ...fields }).superRefine(checkDates(rules), DATES_PARSED),
    promotion: z.object({
      employeeId: rowId,
      promotionDate: calendarDate,
      salaryGradeLevel: salaryGradeLevel(rules),
      designation: text(2, 100),
      remark: optionalText(300),
    }),
  };
}

const defaultRequests = employeeRequests(DEFAULT_EMPLOYEE_RULES);
export const createEmployeeRequest = defaultRequests.create;
export type CreateEmployeeRequest = z.input<typeof createEmployeeRequest>;
export const updateEmployeeRequest = defaultRequests.update;
export type UpdateEmployeeRequest = z.input<typeof updateEmployeeRequest>;
export const addPromotionRequest = defaultRequests.promotion;
export type AddPromotionRequest = z.input<typeof addPromotionRequest>;

export const changeStaffIdRequest = z.object({ id: rowId, staffId, updated: updatedStamp });
export type ChangeStaffIdRequest = z.input<typeof changeStaffIdRequest>;

export const updateStatusRequest = z.object({
  id: rowId,
  status: employeeStatus,
  effectiveDate: calendarDate,
  reason: text(2, 300),
  updated: updatedStamp,
});
export type UpdateStatusRequest = z.input<typeof updateStatusRequest>;

/** Voids a promotion or status entry recorded by mistake: it stays in the history, struck through with the reason. */
export const voidEntryRequest = z.object({ employeeId: rowId, entryId: rowId, reason: text(2, 300) });
export type VoidEntryRequest = z.input<typeof voidEntryRequest>;

/** The dashboard cards whose people can be listed and exported, by the card they open from. */
export const DASHBOARD_LISTS = ['new-employees', 'due-for-retirement', 'last-quarter'] as const;
export type DashboardList = (typeof DASHBOARD_LISTS)[number];
export const dashboardListRequest = listRequest.extend({ list: z.enum(DASHBOARD_LISTS, { error: INVALID }) });
export type DashboardListRequest = z.input<typeof dashboardListRequest>;
export const dashboardExportRequest = z.object({ list: z.enum(DASHBOARD_LISTS, { error: INVALID }) });

/** The list filters of the employees screen (spec 2) plus department, LGA or state and grade level, by criteria key. */
export const EMPLOYEE_FILTERS = ['staffId', 'confidentialFileId', 'name', 'status', 'departmentId', 'lgaId', 'state', 'salaryGradeLevel'] as const;
export type EmployeeFilter = (typeof EMPLOYEE_FILTERS)[number];

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Asks for a short-lived signed export link of the list's current filter. */
export const exportLinkRequest = z.object({
  format: z.enum(EXPORT_FORMATS, { error: INVALID }).optional().default('csv'),
  criteria: listRequest.shape.criteria,
});
export type ExportLinkRequest = z.input<typeof exportLinkRequest>;

/** The photo upload's only text field; the file itself is the multipart part `photo`. */
export const photoUploadFields = z.object({ employeeId: rowId });
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// Departments (no limits in the spec; chosen here, see docs/hr.md).
// ---------------------------------------------------------------------------------------------

const departmentFields = {
  name: text(2, 50),
  code: text(2, 10).transform((code) => code.toUpperCase()),
  headOfDepartment: optionalText(50),
};

export const createDepartmentRequest = z.object(departmentFields);
export type CreateDepartmentRequest = z.input<typeof createDepartmentRequest>;

export const updateDepartmentRequest = z.object({ id: rowId, updated: updatedStamp, ...departmentFields });
export type UpdateDepartmentRequest = z.input<typeof updateDepartmentRequest>;
