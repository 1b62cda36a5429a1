/// <reference path="./final-form-focus.d.ts" />
import { Box, Button, HStack, Stack, chakra } from '@chakra-ui/react';
import { VALIDATION_FAILURE, fieldsToFix, nestFieldErrors, type ApiError } from '@console/api';
import type { FormApi, SubmissionErrors } from 'final-form';
import createFocusDecorator from 'final-form-focus';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { useDialogControl } from './dialog-button';
import { ResultBanner, type BannerLink, type ResultStatus } from './result-banner';
import { SpinnerOverlay } from './spinner-overlay';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

export interface FormShellProps<V extends object, R> {
  /** Saves the values; resolves with the answer's data, rejects with an ApiError (RTK `unwrap()`). */
  onSave: (values: V) => Promise<R>;
  /** Usually `validatorFrom(schema)` of @console/api. */
  validate?: (values: V) => Record<string, unknown>;
  initialValues?: Partial<V>;
  /** Shown in the green banner after a save; a function can show what the answer carried. */
  successText?: ReactNode | ((result: R) => ReactNode);
  /** A link in the green banner, from the answer: the record just created. */
  successLink?: (result: R) => BannerLink | undefined;
  /** Empty the form after a successful save (create screens); update screens keep what was saved. */
  resetAfterSave?: boolean;
  submitLabel?: string;
  /** More buttons beside the submit one (Cancel, ...); in a DialogButton, Cancel closing it by default. */
  actions?: ReactNode;
  /**
   * In a DialogButton: close it once the save succeeded and say the success text on the page. Off
   * where the dialog shows what the answer carried (a one-time secret).
   */
  closeDialogOnSave?: boolean;
  /** Ask before leaving the page with unsaved changes; off where nothing typed is work (sign-in). */
  guardUnsaved?: boolean;
  children: ReactNode;
}

interface Flag {
  status: ResultStatus;
  text: ReactNode;
  link?: BannerLink;
  /** Bring the banner into view: the submit button may be far below it. */
  reveal: boolean;
}

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

function asApiError(error: unknown): ApiError {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && 'status' in error) {
    return error as ApiError;
  }
  return { status: 0, message: FALLBACK_MESSAGE };
}

/** The messages in a form's errors (final-form nests them by field: `days`, `rolePermissions[0]`). */
function messagesIn(errors: unknown): string[] {
  if (typeof errors === 'string') return [errors];
  if (errors && typeof errors === 'object') return Object.values(errors).flatMap(messagesIn);
  return [];
}

/**
 * The server's field errors the form shows under a field of its own, and the messages of the rest
 * (a field the form does not hold), which the banner says instead.
 */
function splitByField(errors: Record<string, string>, registered: readonly string[]) {
  const held = (name: string) => registered.some((field) => field === name || field.startsWith(`${name}.`) || field.startsWith(`${name}[`));
  const entries = Object.entries(errors);
  return {
    shown: entries.filter(([name]) => held(name)).length,
    elsewhere: entries.filter(([name]) => !held(name)).map(([, message]) => message),
  };
}

/**
 * The named controls of this form in page order, for final-form-focus, which picks the first one
 * with an error after a failed submit. Focusing scrolls it to the middle of the screen, so its label
 * and its message are in view too.
 */
function namedControls(form: HTMLFormElement | null) {
  return Array.from(form?.elements ?? [])
    .filter((element): element is HTMLInputElement => 'name' in element && typeof element.name === 'string' && element.name !== '')
    .map((element) => ({
      name: element.name,
      focus() {
        element.scrollIntoView({ block: 'center', behavior: 'smooth' });
        element.focus({ preventScroll: true });
      },
    }));
}

/**
 * The form flow of spec section 4: validate; on failure a banner saying how many fields need fixing
 * and focus on the first invalid field; otherwise save behind a spinner, then the success text or
 * the server's message in the red banner. The server's field errors (a 400's limits, a 409's value
 * already taken) go under their fields, the banner counting them as it counts the form's own.
 */
export function FormShell<V extends object, R = unknown>({
  onSave,
  validate,
  initialValues,
  successText,
  successLink,
  resetAfterSave = false,
  submitLabel = 'Save',
  actions,
  closeDialogOnSave = false,
  guardUnsaved = true,
  children,
}: FormShellProps<V, R>) {
  const dialog = useDialogControl();
  const [flag, setFlag] = useState<Flag | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  // react-final-form wants the same decorators on every render.
  const [focusOnError] = useState(() => createFocusDecorator<V>(() => namedControls(formRef.current)));

  useEffect(() => {
    if (flag?.reveal) bannerRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [flag]);

  const save = async (values: V, form: FormApi<V>): Promise<SubmissionErrors | undefined> => {
    setFlag(null);
    let result: R;
    try {
      result = await onSave(values);
    } catch (error) {
      const { message, errors } = asApiError(error);
      if (!errors || Object.keys(errors).length === 0) {
        setFlag({ status: 'error', text: message, reveal: true });
        return undefined;
      }
      const { shown, elsewhere } = splitByField(errors, form.getRegisteredFields());
      // The count stands for the server's words only where they say nothing more than the fields do
      // ('Validation Failure', a 409 repeating its field's message); 'The current password is not
      // correct.' stays.
      const saysMore = message !== VALIDATION_FAILURE && !Object.values(errors).includes(message);
      const text = shown > 0 && !saysMore ? [fieldsToFix(shown), ...elsewhere].join(' ') : [message, ...elsewhere].join(': ');
      setFlag({ status: 'error', text, reveal: shown === 0 });
      return nestFieldErrors(errors);
    }
    const text = typeof successText === 'function' ? successText(result) : successText;
    if (dialog && closeDialogOnSave) {
      dialog.close(typeof text === 'string' ? text : undefined);
      return undefined;
    }
    if (successText) {
      setFlag({
        status: 'success',
        text,
        link: successLink?.(result),
        reveal: true,
      });
    }
    // final-form ignores a restart while it is still submitting; the next task is after it. What
    // was saved is the new baseline, so leaving the page no longer warns.
    setTimeout(() => (resetAfterSave ? form.restart() : form.initialize(values)));
    return undefined;
  };

  return (
    <Form<V>
      onSubmit={save}
      decorators={[focusOnError]}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit, form, submitting, dirty }) => (
        <chakra.form
          ref={formRef}
          noValidate
          position="relative"
          onSubmit={(event) => {
            void handleSubmit(event);
            const state = form.getState();
            if (!state.submitting && state.hasValidationErrors) {
              setFlag({ status: 'error', text: fieldsToFix(messagesIn(state.errors).length), reveal: false });
            }
          }}
        >
          <Stack gap="4">
            {flag && (
              <Box ref={bannerRef}>
                <ResultBanner status={flag.status} link={flag.link}>
                  {flag.text}
                </ResultBanner>
              </Box>
            )}
            {children}
            <HStack gap="3">
              {actions ??
                (dialog && (
                  <Button variant="outline" onClick={() => dialog.close()}>
                    Cancel
                  </Button>
                ))}
              <Button type="submit" colorPalette="blue" loading={submitting}>
                {submitLabel}
              </Button>
            </HStack>
          </Stack>
          <SpinnerOverlay show={submitting} label="Saving" />
          {guardUnsaved && <UnsavedChangesGuard when={Boolean(dirty) && !submitting} />}
        </chakra.form>
      )}
    />
  );
}
