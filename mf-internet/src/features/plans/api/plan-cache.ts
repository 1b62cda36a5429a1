import type { Plan } from '@console/api';
import { plansApi } from './plans-api';

/**
 * Once a constraint call succeeds, changes the cached plan in place instead of reloading it (spec
 * section 4: create appends, update replaces, delete removes). A failure changes nothing; the
 * caller shows it from the mutation's own result.
 */
export async function patchCachedPlan<T>(
  queryFulfilled: Promise<{ data: T }>,
  dispatch: (patch: ReturnType<typeof plansApi.util.updateQueryData>) => unknown,
  planId: (data: T) => string,
  change: (plan: Plan, data: T) => void,
): Promise<void> {
  const result = await queryFulfilled.catch(() => null);
  if (!result) return;
  dispatch(plansApi.util.updateQueryData('getPlan', planId(result.data), (draft) => change(draft.plan, result.data)));
}
