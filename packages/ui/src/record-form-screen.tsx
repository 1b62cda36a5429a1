import type { HistoryEntity } from '@console/api';
import { useMemo, type ReactNode } from 'react';
import { CANCEL_TO_LIST, CancelLink } from './cancel-link';
import { errorMessage } from './error-message';
import { FormShell } from './form-shell';
import { RecordTabs } from './record-history';
import type { BannerLink } from './result-banner';
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
  /** Create: the banner's link to the new record; by default `../<id>` of the record the answer carries. */
  createdLink?: (result: R) => BannerLink | undefined;
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (typeof (value as { id?: unknown }).id === 'string' || typeof (value as { id?: unknown }).id === 'number');

/**
 * The link to a record a create call answered (`{ plan: { id, name, ... } }`), where records sit at
 * `.../:id` beside `.../create`: 'Open Gold' by the record's name, or 'Open the new record'.
 */
export function createdRecordLink(result: unknown): BannerLink | undefined {
  if (typeof result !== 'object' || result === null) return undefined;
  const record = isRecord(result) ? result : Object.values(result).find(isRecord);
  if (!record) return undefined;
  const name = [record.name, record.username].find((value) => typeof value === 'string' && value !== '');
  return { to: `../${encodeURIComponent(String(record.id))}`, label: name ? `Open ${String(name)}` : 'Open the new record' };
}

/**
 * An edit page's read call as RecordFormScreen takes it: the record under `key` in the answer as
 * `initialValues` (through `toValues` where the form's values differ from the record), a new object
 * only when the record is reloaded (after a save) so the form takes the new `updated`; and the
 * read's loading state and error. `toValues` is a module-level function: a new one each render
 * would hand the form new values each render.
 */
export function useRecordToEdit<
  Read extends { data?: object; isLoading: boolean; error?: unknown },
  K extends keyof NonNullable<Read['data']>,
  V extends object = NonNullable<Read['data']>[K] & object,
>(
  read: Read,
  key: K,
  toValues?: (record: NonNullable<Read['data']>[K]) => V,
): Pick<RecordFormScreenProps<V, unknown>, 'initialValues' | 'loading' | 'error'> {
  const record = (read.data as NonNullable<Read['data']> | undefined)?.[key];
  const initialValues = useMemo(() => (record && toValues ? toValues(record) : (record as V | undefined)), [record, toValues]);
  return { initialValues, loading: read.isLoading, error: read.error };
}

/** A create or edit page of the spec: title, the form flow of section 4 with Save and Cancel. */
export function RecordFormScreen<V extends object, R = unknown>({
  title,
  mode,
  initialValues,
  validate,
  onSave,
  successText = mode === 'create' ? 'Created successfully' : 'Updated successfully',
  createdLink = createdRecordLink,
  loading = false,
  error,
  cancelTo,
  children,
  after,
  history,
}: RecordFormScreenProps<V, R>) {
  // Once the record is on the page, a failed refetch (it was renumbered, or deleted meanwhile) is a
  // message above the form, not a page that takes away what was typed.
  const loadError = initialValues ? errorMessage(error) : error;
  const content = (
    <>
      {initialValues && (
        <FormShell<V, R>
          validate={validate}
          initialValues={initialValues}
          resetAfterSave={mode === 'create'}
          onSave={onSave}
          successText={successText}
          successLink={mode === 'create' ? createdLink : undefined}
          actions={<CancelLink to={cancelTo} />}
        >
          {children}
        </FormShell>
      )}
      {initialValues && after}
    </>
  );
  return (
    <Screen title={title} loading={loading} error={loadError} backTo={cancelTo ?? CANCEL_TO_LIST}>
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
