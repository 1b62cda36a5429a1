import { Box, Button, HStack, NativeSelect, Progress, Text } from '@chakra-ui/react';
import { P, usePermission, type Employee, type ExportFormat } from '@console/api';
import {
  CriteriaFilter,
  DataTable,
  Pager,
  ResultBanner,
  Screen,
  errorMessage,
  PAGE_PARAM,
  formatDate,
  useCriteriaFilter,
  usePagedList,
  type Column,
  type FilterColumn,
} from '@console/ui';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useExportDownload, type ExportRun } from '../api/download-export';
import { useListEmployeesQuery } from '../api/list-employees';
import { STATUS_OPTIONS } from './status-options';
import { employeeStatusText } from './status-text';

const COLUMNS: Column<Employee>[] = [
  { header: 'Conf. ID', field: 'confidentialFileId' },
  { header: 'Staff ID', field: 'staffId' },
  { header: 'Name', field: 'name' },
  // Calendar dates are stored at UTC midnight: shown in UTC so they never move a day.
  { header: 'Appointment Date', cell: (e) => formatDate(e.appointmentDate, 'UTC') },
  { header: 'Current Designation', field: 'position' },
  { header: 'SGL', field: 'salaryGradeLevel' },
  // With a change waiting for its day: 'Active (Retired from 01/12/2026)'.
  { header: 'Status', cell: employeeStatusText },
  { header: 'Updated', cell: (e) => formatDate(e.updated) },
];

const FILTERS: FilterColumn[] = [
  { value: 'staffId', label: 'Staff ID' },
  { value: 'confidentialFileId', label: 'Conf. File ID' },
  { value: 'name', label: 'Name' },
];

const FORMAT_NAMES: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel' };
const size = new Intl.NumberFormat('en', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });

/** An export under way: what it is, how much has arrived, and a way to stop it. */
function ExportRunning({ run, onCancel }: { run: ExportRun; onCancel: () => void }) {
  return (
    <Box role="status" borderWidth="1px" rounded="md" p="3">
      <HStack justify="space-between" gap="4">
        <Text fontSize="sm">{`Exporting ${FORMAT_NAMES[run.format]}: ${size.format(Math.round(run.received / 1024))} received`}</Text>
        <Button size="xs" variant="outline" onClick={onCancel}>
          Cancel export
        </Button>
      </HStack>
      <Progress.Root value={null} size="xs" mt="2" aria-label="Export in progress">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}

/**
 * Employees (spec 2): the text filter of one column and, beside it, the status; a row opens the
 * details; Create and Export by permission. Export downloads what the filter shows, every page.
 */
export function EmployeesPage() {
  const paging = usePagedList();
  const filter = useCriteriaFilter(FILTERS);
  // The status sits in the URL beside the filter and the page, so a reload shows the same list.
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const setStatus = (next: string) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      updated.delete(PAGE_PARAM);
      if (next === '') updated.delete('status');
      else updated.set('status', next);
      return updated;
    });
  const criteria = { ...filter.criteria, ...(status === '' ? {} : { status: Number(status) }) };
  const { data, isFetching, error } = useListEmployeesQuery({ offset: paging.offset, limit: paging.limit, criteria });
  const exporting = useExportDownload();
  const navigate = useNavigate();
  const canCreate = usePermission(P.CREATE_EMPLOYEE);
  const canExport = usePermission(P.EXPORT_EMPLOYEES);

  return (
    <Screen
      title="Employees"
      action={
        <HStack gap="2">
          {canExport &&
            (['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                variant="outline"
                loading={exporting.run?.format === format}
                disabled={exporting.run !== null}
                onClick={() => void exporting.start({ format, criteria })}
              >
                {`Export ${FORMAT_NAMES[format]}`}
              </Button>
            ))}
          {canCreate && (
            <Button asChild variant="outline">
              <Link to="../import" relative="path">
                Import
              </Link>
            </Button>
          )}
          {canCreate && (
            <Button asChild colorPalette="blue">
              <Link to="../create" relative="path">
                Create
              </Link>
            </Button>
          )}
        </HStack>
      }
      toolbar={
        <HStack gap="2" flexWrap="wrap" alignItems="flex-start">
          <CriteriaFilter {...filter.filterProps} />
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field aria-label="Status" value={status} onChange={(event) => setStatus(event.target.value)}>
              <option value="">All statuses</option>
              {STATUS_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      }
      loading={isFetching}
      error={errorMessage(error)}
    >
      {exporting.run && <ExportRunning run={exporting.run} onCancel={exporting.cancel} />}
      {exporting.error && <ResultBanner status="error">{exporting.error}</ResultBanner>}
      <DataTable
        columns={COLUMNS}
        rows={data?.employees ?? []}
        rowKey={(e) => e.id}
        onRowClick={(e) => navigate(`../${e.id}`, { relative: 'path' })}
      />
      <Pager page={paging.page} total={data?.size ?? 0} onChange={paging.setPage} />
    </Screen>
  );
}
