import { DAY_NAMES, type Plan, type PlanConstraint } from '@console/api';
import { ConfirmDialog, DataTable, useConfirmDelete, type Column, Button, HStack, Heading, IconButton, Stack } from '@console/ui';
import { useState } from 'react';
import { FiEdit2, FiTrash2 } from 'react-icons/fi';
import { useDeleteConstraintMutation } from '../api/constraints-api';
import { ConstraintDialog } from './constraint-dialog';

const windowText = (c: PlanConstraint) => `${c.start}-${c.end}`;

const COLUMNS: Column<PlanConstraint>[] = [
  { header: 'Profile', cell: (c) => c.profile.name },
  { header: 'Start', field: 'start' },
  { header: 'End', field: 'end' },
  { header: 'Days', cell: (c) => c.days.map((day) => DAY_NAMES[day]).join(', ') },
];

/**
 * The Constraints part of the plan edit page: when the plan switches to another profile. It sits
 * on the edit page, which only users who may modify the plan (52) reach, so its actions need no
 * further check.
 */
export function ConstraintsSection({ plan }: { plan: Plan }) {
  const [editing, setEditing] = useState<PlanConstraint | 'new' | null>(null);
  const [deleteConstraint] = useDeleteConstraintMutation();
  const remove = useConfirmDelete((c: PlanConstraint) => deleteConstraint({ id: c.id, planId: c.planId }).unwrap());
  return (
    <Stack as="section" aria-labelledby="constraints-heading" gap="3" mt="10">
      <HStack justify="space-between">
        <Heading as="h2" id="constraints-heading" size="md">
          Constraints
        </Heading>
        <Button variant="outline" colorPalette="blue" onClick={() => setEditing('new')}>
          New Constraint
        </Button>
      </HStack>
      <DataTable
        columns={COLUMNS}
        rows={plan.constraints}
        emptyText="No constraints."
        actions={(c) => (
          <HStack gap="1">
            <IconButton aria-label={`Edit constraint ${windowText(c)}`} size="xs" variant="ghost" onClick={() => setEditing(c)}>
              <FiEdit2 />
            </IconButton>
            <IconButton aria-label={`Delete constraint ${windowText(c)}`} size="xs" variant="ghost" colorPalette="red" onClick={() => remove.ask(c)}>
              <FiTrash2 />
            </IconButton>
          </HStack>
        )}
      />
      <ConstraintDialog planId={plan.id} editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog {...remove.dialog} message="Do you really want to delete this Constraint?" />
    </Stack>
  );
}
