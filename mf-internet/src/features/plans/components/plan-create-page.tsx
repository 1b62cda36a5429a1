import { planCreate, validatorFrom } from '@console/api';
import { RecordFormScreen } from '@console/ui';
import { useMemo } from 'react';
import { useCreatePlanMutation } from '../api/plans-api';
import type { PlanKind } from '../plan-kinds';
import { PlanFields, toPlanRequest, type PlanFormValues } from './plan-fields';

const validate = validatorFrom(planCreate);

export function PlanCreatePage({ kind }: { kind: PlanKind }) {
  const [createPlan] = useCreatePlanMutation();
  // The type comes from the route and survives the reset after a create.
  const initialValues = useMemo<Partial<PlanFormValues>>(
    () => ({ type: kind.type, simultaneousUse: 1, locationIds: [], salePointIds: [] }),
    [kind.type],
  );
  return (
    <RecordFormScreen<PlanFormValues>
      title={`New ${kind.noun}`}
      mode="create"
      initialValues={initialValues}
      validate={validate}
      onSave={(values) => createPlan(toPlanRequest(values)).unwrap()}
      cancelTo=".."
    >
      <PlanFields type={kind.type} />
    </RecordFormScreen>
  );
}
