import { P, employeeStatusName, usePermission, type EmployeeDetails, type Promotion, type StaffIdChange, type StatusChange } from '@console/api';
import { DataTable, ResultBanner, formatDate, type Column, Badge, Heading, Stack, Text } from '@console/ui';
import { useState, type ReactNode } from 'react';
import { useVoidPromotionMutation, useVoidStatusEntryMutation } from '../api/employee-history-api';
import { day } from './employee-facts';
import { VoidEntryButton, type VoidEntryButtonProps } from './void-entry-dialog';

type Voidable = Pick<Promotion, 'voided' | 'voidedBy' | 'voidReason'>;

/** A voided entry's cells are struck through: still readable, plainly no longer counting. */
const struck =
  <T extends Voidable>(render: (row: T) => ReactNode) =>
  (row: T) =>
    row.voided === null ? render(row) : <Text as="s">{render(row)}</Text>;

/** Why an entry no longer counts, or that it waits for its day. */
function EntryState({ entry, scheduled = false }: { entry: Voidable; scheduled?: boolean }) {
  if (entry.voided !== null) {
    return (
      // Wraps rather than widening the table past the screen.
      <Stack gap="1" minW="40" maxW="64" whiteSpace="normal">
        <Badge colorPalette="red" width="fit-content">
          Void
        </Badge>
        <Text fontSize="sm">{`${entry.voidReason ?? ''} (${entry.voidedBy ?? ''}, ${formatDate(entry.voided)})`}</Text>
      </Stack>
    );
  }
  return scheduled ? (
    <Badge colorPalette="orange" width="fit-content">
      Scheduled
    </Badge>
  ) : null;
}

const PROMOTION_COLUMNS: Column<Promotion>[] = [
  { header: 'Date', cell: struck((p) => day(p.promotionDate)) },
  { header: 'SGL', cell: struck((p) => p.salaryGradeLevel) },
  { header: 'Designation', cell: struck((p) => p.designation) },
  { header: 'Previous SGL', cell: struck((p) => p.previousSalaryGradeLevel) },
  { header: 'Previous Designation', cell: struck((p) => p.previousDesignation) },
  { header: 'Remark', cell: struck((p) => p.remark) },
  { header: 'Recorded By', cell: struck((p) => p.createdBy) },
  { header: 'State', cell: (p) => <EntryState entry={p} /> },
];

const STATUS_COLUMNS: Column<StatusChange>[] = [
  { header: 'Effective', cell: struck((s) => day(s.effectiveDate)) },
  { header: 'From', cell: struck((s) => employeeStatusName(s.previousStatus)) },
  { header: 'To', cell: struck((s) => employeeStatusName(s.status)) },
  { header: 'Reason', cell: struck((s) => s.reason) },
  { header: 'Recorded By', cell: struck((s) => s.createdBy) },
  { header: 'Recorded', cell: struck((s) => formatDate(s.created)) },
  { header: 'State', cell: (s) => <EntryState entry={s} scheduled={s.scheduled} /> },
];

const STAFF_ID_COLUMNS: Column<StaffIdChange>[] = [
  { header: 'Old Staff ID', field: 'previousStaffId' },
  { header: 'New Staff ID', field: 'staffId' },
  { header: 'Changed By', field: 'createdBy' },
  { header: 'Changed', cell: (s) => formatDate(s.created) },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** What a voidable history shows: its entries of the employee, and how the Void dialog names one. */
interface VoidableKind<T extends Voidable & { id: string }> {
  title: string;
  columns: Column<T>[];
  entriesOf: (employee: EmployeeDetails) => T[];
  /** Names an entry in the Void dialog, and the entries in 'No promotions yet.' */
  noun: string;
  describe: (entry: T) => string;
}

const PROMOTIONS: VoidableKind<Promotion> = {
  title: 'Promotions',
  columns: PROMOTION_COLUMNS,
  entriesOf: (employee) => employee.promotions,
  noun: 'promotion',
  describe: (p) => `of ${day(p.promotionDate)} to SGL ${p.salaryGradeLevel}`,
};

const STATUS_CHANGES: VoidableKind<StatusChange> = {
  title: 'Status History',
  columns: STATUS_COLUMNS,
  entriesOf: (employee) => employee.statusHistory,
  noun: 'status change',
  describe: (s) => `of ${day(s.effectiveDate)} to ${employeeStatusName(s.status)}`,
};

interface VoidableHistoryProps<T extends Voidable & { id: string }> extends Pick<VoidEntryButtonProps, 'onVoid' | 'onDone'> {
  kind: VoidableKind<T>;
  employee: EmployeeDetails;
  /** Voiding is offered (on entries not voided yet) to whoever may add such an entry. */
  canVoid: boolean;
}

/** A history whose entries are voided, never deleted: the table, and Void on each entry that still counts. */
function VoidableHistory<T extends Voidable & { id: string }>({ kind, employee, canVoid, onVoid, onDone }: VoidableHistoryProps<T>) {
  return (
    <Section title={kind.title}>
      <DataTable
        columns={kind.columns}
        rows={kind.entriesOf(employee)}
        emptyText={`No ${kind.noun}s yet.`}
        actions={
          canVoid
            ? (entry) =>
                entry.voided === null && (
                  <VoidEntryButton
                    employeeId={employee.id}
                    entryId={entry.id}
                    noun={kind.noun}
                    describe={kind.describe(entry)}
                    onVoid={onVoid}
                    onDone={onDone}
                  />
                )
            : undefined
        }
      />
    </Section>
  );
}

/**
 * The promotions, status changes and staff ids of an employee. A promotion or status entry made by
 * mistake is voided (by whoever may add one), never deleted: it stays, struck through with the reason.
 */
export function EmployeeHistories({ employee }: { employee: EmployeeDetails }) {
  const canVoidPromotion = usePermission(P.ADD_PROMOTION);
  const canVoidStatus = usePermission(P.UPDATE_EMPLOYEE_STATUS);
  const [voidPromotion] = useVoidPromotionMutation();
  const [voidStatus] = useVoidStatusEntryMutation();
  const [done, setDone] = useState<string | null>(null);
  return (
    <Stack gap="8">
      {done && <ResultBanner status="success">{done}</ResultBanner>}
      <VoidableHistory kind={PROMOTIONS} employee={employee} canVoid={canVoidPromotion} onVoid={(r) => voidPromotion(r).unwrap()} onDone={setDone} />
      <VoidableHistory kind={STATUS_CHANGES} employee={employee} canVoid={canVoidStatus} onVoid={(r) => voidStatus(r).unwrap()} onDone={setDone} />
      <Section title="Staff ID History">
        <DataTable columns={STAFF_ID_COLUMNS} rows={employee.staffIdHistory} emptyText="The staff ID has not changed." />
      </Section>
    </Stack>
  );
}
