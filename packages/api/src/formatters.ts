// Pure text formatters the server and the browser share, without a schema: a subpath of its own
// ('@console/api/formatters') so that code needing only these does not load the contract's zod
// schemas. The employee export's worker thread loaded all of them to format a status name and a
// date, about 0.5 s of CPU and 50 MB at every export's start (docs/performance.md "Export"). The
// schemas re-export these, so '@console/api/contract' still offers them.

/**
 * The one text folding of the console, so a criterion and the stored copy it is matched against
 * agree: canonical decomposition, every combining mark dropped (acute and grave tones, the dot
 * below of Yoruba, cedillas, ...), then lower case. "Adébáyọ̀" and "ADEBAYO" both fold to "adebayo".
 * The server keeps a folded copy of searchable columns (`<column>_folded`) made by this function.
 */
export const foldText = (value: string): string => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Epoch seconds → 'yyyy-MM-dd' of its UTC calendar day (the update call's form, and date inputs'). */
export function secondsToDateText(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '';
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

// Employee statuses (spec 4): 0-7, plus 8 Not Verified, shown as Unknown in the details view.
export const EMPLOYEE_STATUSES = [
  { value: 0, label: 'Active' },
  { value: 1, label: 'Retired' },
  { value: 2, label: 'Resigned' },
  { value: 3, label: 'Deceased' },
  { value: 4, label: 'On Leave of Absence' },
  { value: 5, label: 'On Study Leave' },
  { value: 6, label: 'Voluntary Retired' },
  { value: 7, label: 'Dismissed' },
  { value: 8, label: 'Not Verified' },
] as const;

export const NOT_VERIFIED = 8;

/** The status as the details view and the lists show it: 8 (Not Verified) and anything else unknown read 'Unknown'. */
export function employeeStatusName(status: number): string {
  if (status === NOT_VERIFIED) return 'Unknown';
  return EMPLOYEE_STATUSES.find((s) => s.value === status)?.label ?? 'Unknown';
}
