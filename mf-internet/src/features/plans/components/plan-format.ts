import type { Plan } from '@console/api';
import { formatNaira } from '@console/ui';

/** Prepaid plans have no contract value or uptime. */
const NOT_APPLICABLE = '—';

/** -1 is "no contract value" (docs/internet.md). */
export const contractValueText = (plan: Plan): string =>
  plan.contractValue === null ? NOT_APPLICABLE : plan.contractValue < 0 ? 'None' : formatNaira(plan.contractValue);

/** Uptime is kept in minutes. */
export const uptimeText = (plan: Plan): string => (plan.uptime === null ? NOT_APPLICABLE : `${plan.uptime} min`);

/** Validity is kept in days. */
export const validityText = (plan: Plan): string => `${plan.validity} ${plan.validity === 1 ? 'day' : 'days'}`;
