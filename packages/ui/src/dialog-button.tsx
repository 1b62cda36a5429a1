import { Button, CloseButton, Dialog, Portal, type ButtonProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

export interface DialogButtonProps {
  /** The button's text, which opens the dialog. */
  label: string;
  title: string;
  /** The dialog's content; it is mounted when the dialog opens and dropped when it closes. */
  children: ReactNode;
  colorPalette?: ButtonProps['colorPalette'];
}

/**
 * A button opening a dialog for a side action of a screen (reset a password, ...). What the dialog
 * showed is gone once it closes, so a one-time secret is not left on the page.
 */
export function DialogButton({ label, title, children, colorPalette }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} lazyMount unmountOnExit>
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette={colorPalette}>
          {label}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
