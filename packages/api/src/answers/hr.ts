import { z } from 'zod';
import type { DashboardFigures, Department, EmployeeDetails, Lga, Nationality } from '../schemas/hr';
import { answerId, epochSeconds, named } from './common';

export const lgaAnswer = z.object({ id: answerId, name: z.string(), state: z.string() }) satisfies z.ZodType<Lga>;
export const nationalityAnswer = z.object({ id: answerId, name: z.string(), code: z.string() }) satisfies z.ZodType<Nationality>;

export const departmentAnswer = z.object({
  id: answerId,
  name: z.string(),
  code: z.string(),
  headOfDepartment: z.string(),
  employeeCount: z.number().int(),
  created: epochSeconds,
  updated: epochSeconds,
}) satisfies z.ZodType<Department>;

const history = { id: answerId, createdBy: z.string().meta({ description: 'Username of who made the change' }), created: epochSeconds };

export const employeeAnswer = z.object({
  id: answerId,
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
  department: named,
  lga: lgaAnswer,
  nationality: named,
  created: epochSeconds,
  updated: epochSeconds,
});

export const employeeDetailsAnswer = employeeAnswer.extend({
  promotions: z.array(
    z.object({
      ...history,
      employeeId: answerId,
      promotionDate: epochSeconds,
      salaryGradeLevel: z.number().int(),
      designation: z.string(),
      remark: z.string(),
      previousSalaryGradeLevel: z.number().int(),
      previousDesignation: z.string(),
    }),
  ),
  statusHistory: z.array(
    z.object({ ...history, previousStatus: z.number().int(), status: z.number().int(), effectiveDate: epochSeconds, reason: z.string() }),
  ),
  staffIdHistory: z.array(z.object({ ...history, previousStaffId: z.string(), staffId: z.string() })),
}) satisfies z.ZodType<EmployeeDetails>;

export const dashboardFiguresAnswer = z.object({
  newEmployees: z.object({ count: z.number().int(), year: z.number().int() }),
  dueForRetirement: z.object({
    count: z.number().int(),
    withinMonths: z.number().int(),
    age: z.number().int(),
    serviceYears: z.number().int(),
  }),
  increaseLastQuarter: z.object({ count: z.number().int(), percent: z.number().nullable(), from: epochSeconds, to: epochSeconds }),
  chart: z.object({ years: z.array(z.number().int()), newEmployees: z.array(z.number().int()), promotions: z.array(z.number().int()) }),
}) satisfies z.ZodType<DashboardFigures>;

export const signedLinkAnswer = z.object({ url: z.string().meta({ description: 'A signed link valid 5 minutes' }) });
export const photoAnswer = z.object({ photo: z.string().meta({ description: 'A signed link to the stored photo' }) });
