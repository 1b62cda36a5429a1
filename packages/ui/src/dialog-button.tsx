import { Button, type ButtonProps } from '@chakra-ui/react';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';
import { notify } from './notices';

export interface DialogControl {
  /** Closes the dialog; with a text, says on the page what was done (the dialog's result is gone with it). */
  close: (notice?: string) => void;
}

const DialogContext = createContext<DialogControl | null>(null);

/** The dialog button around a form, if any: FormShell adds Cancel and closes it after a save. */
export const useDialogControl = (): DialogControl | null => useContext(DialogContext);

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
  const control = useMemo<DialogControl>(
    () => ({
      close(notice) {
        setOpen(false);
        if (notice) notify(notice);
      },
    }),
    [],
  );
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
      <DialogContext.Provider value={control}>{children}</DialogContext.Provider>
    </DialogFrame>
  );
}
