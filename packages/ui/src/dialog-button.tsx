import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';

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
    <DialogFrame
      open={open}
      onClose={() => setOpen(false)}
      title={title}
      trigger={
        <Button variant="outline" colorPalette={colorPalette} onClick={() => setOpen(true)}>
          {label}
        </Button>
      }
    >
      {children}
    </DialogFrame>
  );
}
