import { FieldFrame, Input, Link } from '@console/ui';
import { Link as RouterLink } from 'react-router-dom';
import { PLAN_KINDS, type PlanKind } from '../plan-kinds';

const typeName = (kind: PlanKind) => kind.noun.replace(/ Plan$/, '');

/**
 * The plan's type, read only: it comes from the tab the user opened the form from, and a plan keeps
 * it once created, so the form says which it is and, on create, leads to the other type's form.
 */
export function PlanTypeField({ kind, mode }: { kind: PlanKind; mode: 'create' | 'edit' }) {
  const other = PLAN_KINDS.find((k) => k !== kind) ?? kind;
  const helperText =
    mode === 'create' ? (
      <>
        From the {kind.tab} tab; it cannot change once the plan is saved.{' '}
        <Link asChild colorPalette="blue" variant="underline">
          <RouterLink to={`../../${other.path}/create`} relative="path">
            New {other.noun} instead
          </RouterLink>
        </Link>
      </>
    ) : (
      'A plan keeps the type it was created with.'
    );
  return (
    <FieldFrame label="Type" helperText={helperText}>
      <Input value={typeName(kind)} readOnly />
    </FieldFrame>
  );
}
