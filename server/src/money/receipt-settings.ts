import { z } from 'zod';
import { optionalText, parseEnvironment } from '../core/environment';

/** What every receipt carries about the ISP, and the clock its numbering year is read on. */
export interface ReceiptSettings {
  name: string;
  address: string;
  taxId: string;
  /** The ISP's zone (RADIUS_TIME_ZONE, the one clock of plans and money): a receipt's year is its year there. */
  timeZone: string;
}

const environment = z.object({
  ISP_NAME: optionalText,
  ISP_ADDRESS: optionalText,
  ISP_TAX_ID: optionalText,
  RADIUS_TIME_ZONE: optionalText.refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone ?? 'Africa/Lagos' });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'a time zone name (e.g. Africa/Lagos)' },
  ),
});

/** Read once at start, like the voucher card's settings (ISP_NAME is shared with it). */
export function loadReceiptSettings(env: NodeJS.ProcessEnv): ReceiptSettings {
  const e = parseEnvironment(environment, env);
  return { name: e.ISP_NAME ?? '', address: e.ISP_ADDRESS ?? '', taxId: e.ISP_TAX_ID ?? '', timeZone: e.RADIUS_TIME_ZONE ?? 'Africa/Lagos' };
}
