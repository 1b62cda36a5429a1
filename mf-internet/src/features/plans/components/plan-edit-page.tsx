import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useGetPlanQuery, useUpdatePlanMutation } from '../api/plans-api';
import { planKindOf, type PlanKind } from '../plan-kinds';
import { ConstraintsSection } from './constraints-section';
import { PlanFormScreen, toPlanFormValues } from './plan-fields';

export function PlanEditPage({ kind }: { kind: PlanKind }) {
  const { id = '' } = useParams();
  const { data, isLoading, error } = useGetPlanQuery(id);
  const [updatePlan] = useUpdatePlanMutation();
  const plan = data?.plan;
  // Keyed on the plan's id and stamp, not the cached object: a constraint added below changes the
  // object but not the plan's fields, and must not reset what the user is typing in the form.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on id and stamp on purpose, see above
  const initialValues = useMemo(() => plan && toPlanFormValues(plan), [plan?.id, plan?.updated]);
  if (plan && plan.type !== kind.type) {
    return <Navigate to={`../../${planKindOf(plan.type).path}/${plan.id}`} relative="path" replace />;
  }
  return (
    <PlanFormScreen
      kind={kind}
      mode="edit"
      loading={isLoading}
      error={error}
      initialValues={initialValues}
      onSave={(request) => updatePlan({ ...request, id }).unwrap()}
      after={plan && <ConstraintsSection plan={plan} />}
      history={{ entity: 'Plan', id }}
    />
  );
}
