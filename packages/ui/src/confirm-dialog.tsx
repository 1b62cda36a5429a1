import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useRef } from 'react';
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
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
      initialFocusEl={() => cancelRef.current}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="3">
              <Dialog.Description>{message ?? `Do you really want to delete ${name}?`}</Dialog.Description>
              {error && <ResultBanner status="error">{error}</ResultBanner>}
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel}>
                {cancelLabel}
              </Button>
              <Button colorPalette="red" loading={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
