import { Button, Dialog } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { DialogFrame } from './dialog-frame';
import { ResultBanner } from './result-banner';

export interface ConfirmDialogProps {
  open: boolean;
  /** Reads 'Do you really want to delete {name}?'. */
  name?: string;
  /** Replaces the question, e.g. 'Do you really want to delete this Constraint?'. */
  message?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The delete call is under way. */
  busy?: boolean;
  /** Why the last attempt failed. */
  error?: string;
  /** For questions other than a delete. */
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

/** Delete confirmation (or another yes/no question): focus stays inside, Escape or Cancel closes, Cancel has the focus first. */
export function ConfirmDialog({
  open,
  name,
  message,
  onConfirm,
  onCancel,
  busy = false,
  error,
  title = 'Confirm delete',
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  // The screen forgets its target as the dialog closes; the closing animation still shows the name.
  const [shownName, setShownName] = useState(name);
  if (name !== undefined && name !== shownName) setShownName(name);
  return (
    <DialogFrame
      alert
      open={open}
      onClose={onCancel}
      title={title}
      initialFocus={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button colorPalette="red" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Dialog.Description>{message ?? `Do you really want to delete ${shownName}?`}</Dialog.Description>
      {error && <ResultBanner status="error">{error}</ResultBanner>}
    </DialogFrame>
  );
}
