import { useMemo } from 'react';
import { useCreatePlanMutation } from '../api/plans-api';
import type { PlanKind } from '../plan-kinds';
import { PlanFormScreen, type PlanFormValues } from './plan-fields';

export function PlanCreatePage({ kind }: { kind: PlanKind }) {
  const [createPlan] = useCreatePlanMutation();
  // The type comes from the route and survives the reset after a create.
  const initialValues = useMemo<Partial<PlanFormValues>>(
    () => ({
      type: kind.type,
      simultaneousUse: 1,
      quotaTotalMb: 0,
      quotaDownloadMb: 0,
      quotaUploadMb: 0,
      quotaReset: 'period',
      quotaAction: 'refuse',
      locationIds: [],
      salePointIds: [],
    }),
    [kind.type],
  );
  return <PlanFormScreen kind={kind} mode="create" initialValues={initialValues} onSave={(request) => createPlan(request).unwrap()} />;
}
