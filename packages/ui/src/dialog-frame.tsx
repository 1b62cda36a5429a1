import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';

export interface DialogFrameProps {
  open: boolean;
  /** Escape, the backdrop or the close button asked to close. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** The button that opens it, when the dialog owns one. */
  trigger?: ReactNode;
  footer?: ReactNode;
  /** A question to answer (no close button; Escape still cancels). */
  alert?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * The one dialog shell of the console: focus trapped inside, Escape closes, content mounted only
 * while open so nothing it showed (a one-time secret, a half-filled form) stays on the page.
 */
export function DialogFrame({ open, onClose, title, children, trigger, footer, alert = false, initialFocus }: DialogFrameProps) {
  return (
    <Dialog.Root
      role={alert ? 'alertdialog' : 'dialog'}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      initialFocusEl={initialFocus ? () => initialFocus.current : undefined}
      lazyMount
      unmountOnExit
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="3" pb={footer ? undefined : '6'}>
              {children}
            </Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            {!alert && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
