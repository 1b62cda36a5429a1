import { CUSTOMER_STATUS_NAMES, CUSTOMER_TYPE_NAMES, DAY_NAMES, SALE_POINT_TYPE_NAMES, employeeStatusName, type AuditEntry } from '@console/api';
import { formatDate, formatNaira, formatTime } from './format';

// Ids, stamps and bookkeeping flags say nothing a reader can use; the line's time and record name already tell it.
const HIDDEN_FIELDS = new Set(['id', 'employeeId', 'created', 'updated', 'applied']);
// References to other records by id (departmentId, lgaId) read as noise; ids people use are kept.
const REFERENCE_ID = /[a-z]Id$/;
const READ_IDS = new Set(['staffId', 'confidentialFileId']);
const hidden = (field: string) => HIDDEN_FIELDS.has(field) || (REFERENCE_ID.test(field) && !READ_IDS.has(field));
// Calendar dates stored at UTC midnight: shown in UTC so they never move a day.
const CALENDAR_DATE = /(Date|^dob)$/;
// Moments (a void's time, a subscription's start and end, a voucher's first use): date and time in the reader's zone.
const MOMENT = /^(voided|at|lastLogin|expires|start|end)$|At$/;
const KOBO = /Kobo$/;
// Naira as the plan and subscription answers carry them ('amount', 'contractValue'; -1 is none).
const NAIRA = /^(amount|contractValue)$/;

// Numbers that stand for a word, per record type and field.
const CODED: Record<string, Record<string, (value: number) => string>> = {
  Employee: { status: employeeStatusName, previousStatus: employeeStatusName },
  'Status entry': { status: employeeStatusName, previousStatus: employeeStatusName },
  Customer: { type: (v) => CUSTOMER_TYPE_NAMES[v] ?? String(v), status: (v) => CUSTOMER_STATUS_NAMES[v] ?? String(v) },
  Plan: { type: (v) => (v === 2 ? 'Instant Access' : 'Prepaid') },
  'Sale point': { type: (v) => SALE_POINT_TYPE_NAMES[v] ?? String(v) },
};

// Words the forms write in capitals ('Staff ID', 'SMS sender', 'IP pool'), and fields the forms name otherwise (a NAS's).
const ABBREVIATIONS: Record<string, string> = { id: 'ID', sms: 'SMS', ip: 'IP', coa: 'CoA', nas: 'NAS' };
const FIELD_LABELS: Record<string, string> = {
  dob: 'Date of birth',
  nasname: 'IP address',
  shortname: 'Name',
  // Link rows, named by what the forms pick.
  locationPlans: 'Locations',
  salePointPlans: 'Sale points',
  nasProfiles: 'NAS',
  rolePermissions: 'Permissions',
};

/** 'salaryGradeLevel' → 'Salary grade level'; 'amountKobo' → 'Amount'; 'staffId' → 'Staff ID'. */
export function fieldLabel(field: string): string {
  if (Object.hasOwn(FIELD_LABELS, field)) return FIELD_LABELS[field];
  const words = field
    .replace(KOBO, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A list or a linked record as words: a record by its name ({ id, name } → its name), a link row by
 * what it links ([{ location: { name } }] → the names), a row of several fields by those fields in brackets.
 */
function readable(entity: string, field: string, value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map((item) => readable(entity, field, item)).join(', ');
  if (value === null || typeof value !== 'object') return showValue(entity, field, value);
  const record = value as Record<string, unknown>;
  if (typeof record.name === 'string') return record.name;
  const shown = Object.entries(record).filter(([key]) => !hidden(key) || Object.keys(record).length === 1);
  if (shown.length === 1) return readable(entity, shown[0][0], shown[0][1]);
  return `(${shown.map(([key, item]) => `${fieldLabel(key)}: ${readable(entity, key, item)}`).join('; ')})`;
}

/** A recorded value as a person reads it: dates as dates, codes by name, money in naira, lists by name, nothing as '—'. */
export function showValue(entity: string, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') {
    if (CALENDAR_DATE.test(field)) return formatDate(value, 'UTC');
    if (MOMENT.test(field)) return `${formatDate(value)} ${formatTime(value)}`;
    const coded = CODED[entity]?.[field];
    if (coded) return coded(value);
    if (field === 'days') return DAY_NAMES[value] ?? String(value);
    if (KOBO.test(field)) return formatNaira(value / 100);
    if (NAIRA.test(field)) return value === -1 ? 'None' : formatNaira(value);
    return value.toLocaleString('en-NG');
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  return readable(entity, field, value);
}

/**
 * 'Name: Lagos → Ikeja; Code: LAG' (a create shows only the new values, a delete the old ones),
 * with readable field names and values. Shown as text, never markup: values are what people typed.
 */
export function describeChanges(entry: Pick<AuditEntry, 'action' | 'changes' | 'entity'>): string {
  if (!entry.changes) return '';
  // A new or deleted record's empty fields say nothing ('Email: —' on every subscriber created).
  const recorded = (change: unknown) => {
    if (entry.action === 'update' || typeof change === 'string') return true;
    const value = (change as { before: unknown; after: unknown })[entry.action === 'create' ? 'after' : 'before'];
    return !(value === null || value === '' || (Array.isArray(value) && value.length === 0));
  };
  return Object.entries(entry.changes)
    .filter(([field, change]) => !hidden(field) && recorded(change))
    .map(([field, change]) => {
      const label = fieldLabel(field);
      if (typeof change === 'string') return `${label}: ${change}`;
      const show = (value: unknown) => showValue(entry.entity, field, value);
      if (entry.action === 'create') return `${label}: ${show(change.after)}`;
      if (entry.action === 'delete') return `${label}: ${show(change.before)}`;
      return `${label}: ${show(change.before)} → ${show(change.after)}`;
    })
    .join('; ');
}

/**
 * The Changes cell of an audit line: what changed, then the line's own words ('Renewed …'). An
 * update that changed no field a reader sees (a status waiting for its day claims the employee's
 * row, and every write has its line) says so instead of leaving the cell blank.
 */
export function changesText(entry: Pick<AuditEntry, 'action' | 'changes' | 'entity' | 'detail'>): string {
  // The server writes days into its words as 2026-12-01; they read as every date on screen does.
  const detail = entry.detail?.replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, '$3/$2/$1');
  const text = [describeChanges(entry), detail].filter(Boolean).join(' — ');
  return text || (entry.action === 'update' ? 'No field changed' : '');
}

/** When a line was written: 'dd/mm/yyyy HH:MM:SS' in the reader's zone. */
export const auditTime = (entry: Pick<AuditEntry, 'at'>) => `${formatDate(entry.at)} ${formatTime(entry.at)}`;
