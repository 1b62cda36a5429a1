import { clockParts, constraintForm, partsToSeconds, validatorFrom, type ConstraintFormValues, type PlanConstraint } from '@console/api';
import { DialogFrame, FormShell, Button } from '@console/ui';
import { useMemo } from 'react';
import { useCreateConstraintMutation, useUpdateConstraintMutation } from '../api/constraints-api';
import { ConstraintFields } from './constraint-fields';

const validate = validatorFrom(constraintForm);

const NEW_VALUES: Partial<ConstraintFormValues> = {
  days: [],
  ...{ startHour: '00', startMinute: '00', startSecond: '00' },
  ...{ endHour: '23', endMinute: '59', endSecond: '59' },
};

function toFormValues(constraint: PlanConstraint): ConstraintFormValues {
  const start = clockParts(constraint.start);
  const end = clockParts(constraint.end);
  return {
    profileId: constraint.profileId,
    days: constraint.days,
    ...{ startHour: start.hour, startMinute: start.minute, startSecond: start.second },
    ...{ endHour: end.hour, endMinute: end.minute, endSecond: end.second },
  };
}

/** Seconds since midnight of each end, as the API takes them; the seconds select is the seconds. */
const toWindow = (v: ConstraintFormValues) => ({
  profileId: v.profileId,
  days: v.days,
  start: partsToSeconds(v.startHour, v.startMinute, v.startSecond),
  end: partsToSeconds(v.endHour, v.endMinute, v.endSecond),
});

export interface ConstraintDialogProps {
  planId: string;
  /** 'new' opens it empty, a constraint opens it for editing, null closes it. */
  editing: PlanConstraint | 'new' | null;
  onClose: () => void;
}

/** New Constraint / Edit Constraint: saves, and closes once the save succeeded (spec section 4). */
export function ConstraintDialog({ planId, editing, onClose }: ConstraintDialogProps) {
  const [createConstraint] = useCreateConstraintMutation();
  const [updateConstraint] = useUpdateConstraintMutation();
  const initialValues = useMemo(() => (editing && editing !== 'new' ? toFormValues(editing) : NEW_VALUES), [editing]);
  const save = async (values: ConstraintFormValues) => {
    if (editing === 'new') await createConstraint({ planId, ...toWindow(values) }).unwrap();
    else if (editing) await updateConstraint({ id: editing.id, ...toWindow(values) }).unwrap();
    onClose();
  };
  return (
    <DialogFrame open={editing !== null} onClose={onClose} title={editing === 'new' ? 'New Constraint' : 'Edit Constraint'}>
      <FormShell<ConstraintFormValues>
        validate={validate}
        initialValues={initialValues}
        onSave={save}
        actions={
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
        }
      >
        <ConstraintFields />
      </FormShell>
    </DialogFrame>
  );
}
