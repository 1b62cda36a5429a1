import { z } from 'zod';
import { QUOTA_ACTIONS, QUOTA_RESETS } from '../schemas/internet';

/**
 * A login's data quota as staff read it (docs/radius.md "Data quotas"): the plan's quota, what its
 * period has counted so far (open sessions at their last interim update) and what is left.
 */
export const dataQuotaAnswer = z.object({
  totalMb: z.number().int().meta({ description: 'Download and upload together, in MB of 1,048,576 bytes; 0 is none' }),
  downloadMb: z.number().int().meta({ description: '0 is none' }),
  uploadMb: z.number().int().meta({ description: '0 is none' }),
  reset: z.enum(QUOTA_RESETS),
  action: z.enum(QUOTA_ACTIONS),
  downloadBytes: z.number().int().meta({ description: 'Counted in the current period' }),
  uploadBytes: z.number().int().meta({ description: 'Counted in the current period' }),
  leftBytes: z.number().int().meta({ description: 'The smallest of what each quota leaves; 0 when reached' }),
  reached: z.boolean().meta({ description: 'Refused, or on the fair-use profile, until the reset' }),
});
export type DataQuota = z.output<typeof dataQuotaAnswer>;
