import type { HistoryEntity } from '@console/api';
import type { ReactNode } from 'react';
import { CancelLink } from './cancel-link';
import { errorMessage } from './error-message';
import { FormShell } from './form-shell';
import { RecordTabs } from './record-history';
import { Screen } from './screen';

export interface RecordFormScreenProps<V extends object, R> {
  title: string;
  /**
   * 'create' empties the form after a save and says 'Created successfully'; 'edit' keeps what was
   * saved and says 'Updated successfully', and shows the form once `initialValues` are loaded.
   */
  mode: 'create' | 'edit';
  initialValues: Partial<V> | undefined;
  validate?: (values: V) => Record<string, unknown>;
  /** The create or update call (`.unwrap()` of its mutation). */
  onSave: (values: V) => Promise<R>;
  successText?: ReactNode;
  /** The record is being loaded, or could not be (edit). */
  loading?: boolean;
  error?: unknown;
  /** Where Cancel goes, relative to this page's path (see CancelLink). */
  cancelTo?: string;
  /** The form's fields. */
  children: ReactNode;
  /** Below the form: parts of the record with their own calls (a plan's constraints). */
  after?: ReactNode;
  /** The record whose History tab sits beside the form (edit pages). */
  history?: { entity: HistoryEntity; id: string };
}

/** A create or edit page of the spec: title, the form flow of section 4 with Save and Cancel. */
export function RecordFormScreen<V extends object, R = unknown>({
  title,
  mode,
  initialValues,
  validate,
  onSave,
  successText = mode === 'create' ? 'Created successfully' : 'Updated successfully',
  loading = false,
  error,
  cancelTo,
  children,
  after,
  history,
}: RecordFormScreenProps<V, R>) {
  const content = (
    <>
      {initialValues && (
        <FormShell<V, R>
          validate={validate}
          initialValues={initialValues}
          resetAfterSave={mode === 'create'}
          onSave={onSave}
          successText={successText}
          actions={<CancelLink to={cancelTo} />}
        >
          {children}
        </FormShell>
      )}
      {initialValues && after}
    </>
  );
  return (
    <Screen title={title} loading={loading} error={errorMessage(error)}>
      {history && initialValues ? (
        <RecordTabs entity={history.entity} id={history.id}>
          {content}
        </RecordTabs>
      ) : (
        content
      )}
    </Screen>
  );
}
