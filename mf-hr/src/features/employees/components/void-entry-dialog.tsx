import { validatorFrom, voidEntryRequest, type VoidEntryRequest } from '@console/api';
import { DialogFrame, FormShell, TextField, Button, Text } from '@console/ui';
import { useMemo, useState } from 'react';

const validate = validatorFrom(voidEntryRequest);

export interface VoidEntryButtonProps {
  employeeId: string;
  entryId: string;
  /** 'promotion' or 'status change', as the dialog names it. */
  noun: string;
  /** Which entry, as the row shows it: 'of 01/01/2024 to SGL 9'. */
  describe: string;
  onVoid: (request: VoidEntryRequest) => Promise<unknown>;
  /** The void went through: the dialog closes and the page says so. */
  onDone: (message: string) => void;
}

/**
 * Voids one history entry recorded by mistake: asks why, then the entry stays in the history struck
 * through with the reason. Cancel, Escape or the close button leave it as it was.
 */
export function VoidEntryButton({ employeeId, entryId, noun, describe, onVoid, onDone }: VoidEntryButtonProps) {
  const [open, setOpen] = useState(false);
  const initialValues = useMemo(() => ({ employeeId, entryId }), [employeeId, entryId]);
  return (
    <DialogFrame
      open={open}
      onClose={() => setOpen(false)}
      title={`Void ${noun}`}
      trigger={
        <Button size="xs" variant="outline" colorPalette="red" aria-label={`Void ${noun} ${describe}`} onClick={() => setOpen(true)}>
          Void
        </Button>
      }
    >
      <Text>{`The ${noun} ${describe} will no longer count. It stays in the history, struck through with your reason.`}</Text>
      <FormShell<VoidEntryRequest>
        validate={validate}
        initialValues={initialValues}
        submitLabel="Void"
        guardUnsaved={false}
        onSave={async (values) => {
          await onVoid(values);
          setOpen(false);
          onDone(`The ${noun} ${describe} was voided.`);
        }}
        actions={
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        }
      >
        <TextField name="reason" label="Reason" required helperText="Why the entry was a mistake (2-300 characters)." />
      </FormShell>
    </DialogFrame>
  );
}
