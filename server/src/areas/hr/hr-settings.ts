import os from 'node:os';
import { z } from 'zod';
import { DEFAULT_STATUS_AHEAD_DAYS, type EmployeeRules } from '@console/api/contract';
import { parseEnvironment, wholeNumber } from '../../core/environment';

/** The public-service retirement rule and the dashboard chart's span, configurable by env. */
export interface HrSettings {
  /** Retire at this age... */
  retirementAge: number;
  /** ...or after this many years of service, whichever comes first. */
  retirementServiceYears: number;
  /** "Due for retirement" looks this many months ahead. */
  retirementWindowMonths: number;
  /** Years shown by the dashboard chart, ending with the current one. */
  chartYears: number;
  /** The grade level range and how far ahead an appointment may be recorded (the employee forms' rules). */
  employeeRules: EmployeeRules;
  /**
   * Employee exports running at once (each keeps a core busy on its worker thread; one per core
   * unless HR_EXPORTS_RUNNING says), how many more may wait for a slot, and for how long
   * (docs/security.md "Limits on what anonymous and single users can cost").
   */
  exports: { running: number; waiting: number; waitSeconds: number };
}

const environment = z.object({
  HR_RETIREMENT_AGE: wholeNumber(1, 100, 60),
  HR_RETIREMENT_SERVICE_YEARS: wholeNumber(1, 100, 35),
  HR_RETIREMENT_WINDOW_MONTHS: wholeNumber(1, 100, 12),
  HR_CHART_YEARS: wholeNumber(1, 100, 7),
  HR_GRADE_LEVEL_MIN: wholeNumber(0, 100, 1),
  HR_GRADE_LEVEL_MAX: wholeNumber(1, 100, 17),
  HR_APPOINTMENT_AHEAD_DAYS: wholeNumber(0, 3650, 30),
  HR_STATUS_AHEAD_DAYS: wholeNumber(0, 3650, DEFAULT_STATUS_AHEAD_DAYS),
  HR_EXPORTS_RUNNING: wholeNumber(1, 256, os.availableParallelism()),
  HR_EXPORTS_WAITING: wholeNumber(0, 1000, 50),
  HR_EXPORT_WAIT_SECONDS: wholeNumber(1, 3600, 50),
});

/** Reads the settings; a value outside its rule stops the start with a clear message. */
export function loadHrSettings(env: NodeJS.ProcessEnv): HrSettings {
  const e = parseEnvironment(environment, env);
  if (e.HR_GRADE_LEVEL_MIN > e.HR_GRADE_LEVEL_MAX) {
    throw new Error(`HR_GRADE_LEVEL_MIN (${e.HR_GRADE_LEVEL_MIN}) must not be above HR_GRADE_LEVEL_MAX (${e.HR_GRADE_LEVEL_MAX}).`);
  }
  return {
    retirementAge: e.HR_RETIREMENT_AGE,
    retirementServiceYears: e.HR_RETIREMENT_SERVICE_YEARS,
    retirementWindowMonths: e.HR_RETIREMENT_WINDOW_MONTHS,
    chartYears: e.HR_CHART_YEARS,
    employeeRules: {
      gradeLevel: { min: e.HR_GRADE_LEVEL_MIN, max: e.HR_GRADE_LEVEL_MAX },
      appointmentAheadDays: e.HR_APPOINTMENT_AHEAD_DAYS,
      statusAheadDays: e.HR_STATUS_AHEAD_DAYS,
    },
    exports: { running: e.HR_EXPORTS_RUNNING, waiting: e.HR_EXPORTS_WAITING, waitSeconds: e.HR_EXPORT_WAIT_SECONDS },
  };
}
