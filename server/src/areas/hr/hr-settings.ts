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

const DEFAULTS: HrSettings = { retirementAge: 60, retirementServiceYears: 35, retirementWindowMonths: 12, chartYears: 7 };

const VARIABLES: Record<keyof HrSettings, string> = {
  retirementAge: 'HR_RETIREMENT_AGE',
  retirementServiceYears: 'HR_RETIREMENT_SERVICE_YEARS',
  retirementWindowMonths: 'HR_RETIREMENT_WINDOW_MONTHS',
  chartYears: 'HR_CHART_YEARS',
};

/** Reads the settings; a value that is not a whole number from 1 to 100 stops the start with a clear message. */
export function loadHrSettings(env: NodeJS.ProcessEnv): HrSettings {
  const settings = { ...DEFAULTS };
  for (const key of Object.keys(VARIABLES) as (keyof HrSettings)[]) {
    const raw = env[VARIABLES[key]];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > 100) {
      throw new Error(`${VARIABLES[key]} must be a whole number from 1 to 100, not "${raw}".`);
    }
    settings[key] = value;
  }
  return settings;
}
