import type { AnswerOf, BodyOf, Call, Plan } from '@console/api';
import { mutationOf, type AreaBuilder } from '@console/ui';
import type { InternetTag } from '../../../api/internet-api';
import { plansApi } from './plans-api';

interface InPlace<C extends Call, Arg> {
  /** What the hook takes, when not the call's body. */
  arg?: (arg: Arg) => BodyOf<C>;
  /** The plan whose cached copy changes. */
  planId(data: AnswerOf<C>, arg: Arg): string;
  change(plan: Plan, data: AnswerOf<C>, arg: Arg): void;
}

/**
 * A mutation of `call` that, once it succeeds, changes the cached plan in place instead of reloading
 * it (spec section 4: create appends, update replaces, delete removes). A failure changes nothing;
 * the caller shows it from the mutation's own result.
 */
export function planPatchedBy<C extends Call, Arg = BodyOf<C>>(build: AreaBuilder<InternetTag>, call: C, patch: InPlace<C, Arg>) {
  return {
    ...mutationOf<InternetTag, C, Arg>(build, call, { arg: patch.arg }),
    async onQueryStarted(
      arg: Arg,
      api: { dispatch: (action: ReturnType<typeof plansApi.util.updateQueryData>) => unknown; queryFulfilled: Promise<{ data: AnswerOf<C> }> },
    ) {
      const result = await api.queryFulfilled.catch(() => null);
      if (!result) return;
      api.dispatch(plansApi.util.updateQueryData('getPlan', patch.planId(result.data, arg), (draft) => patch.change(draft.plan, result.data, arg)));
    },
  };
}
