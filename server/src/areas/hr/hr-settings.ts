import { z } from 'zod';
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
}

const environment = z.object({
  HR_RETIREMENT_AGE: wholeNumber(1, 100, 60),
  HR_RETIREMENT_SERVICE_YEARS: wholeNumber(1, 100, 35),
  HR_RETIREMENT_WINDOW_MONTHS: wholeNumber(1, 100, 12),
  HR_CHART_YEARS: wholeNumber(1, 100, 7),
});

/** Reads the settings; a value that is not a whole number from 1 to 100 stops the start with a clear message. */
export function loadHrSettings(env: NodeJS.ProcessEnv): HrSettings {
  const e = parseEnvironment(environment, env);
  return {
    retirementAge: e.HR_RETIREMENT_AGE,
    retirementServiceYears: e.HR_RETIREMENT_SERVICE_YEARS,
    retirementWindowMonths: e.HR_RETIREMENT_WINDOW_MONTHS,
    chartYears: e.HR_CHART_YEARS,
  };
}
