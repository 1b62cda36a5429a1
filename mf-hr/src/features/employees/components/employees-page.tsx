import { Button, HStack, NativeSelect } from '@chakra-ui/react';
import { P, usePermission, type Employee, type ExportFormat } from '@console/api';
import {
  CriteriaFilter,
  DataTable,
  Pager,
  ResultBanner,
  Screen,
  errorMessage,
  formatDate,
  usePagedList,
  type Column,
  type FilterColumn,
} from '@console/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useEmployeeExportLinkMutation } from '../api/export-link';
import { useListEmployeesQuery } from '../api/list-employees';
import { STATUS_OPTIONS } from './status-options';

const COLUMNS: Column<Employee>[] = [
  { header: 'Conf. ID', field: 'confidentialFileId' },
  { header: 'Staff ID', field: 'staffId' },
  { header: 'Name', field: 'name' },
  // Calendar dates are stored at UTC midnight: shown in UTC so they never move a day.
  { header: 'Appointment Date', cell: (e) => formatDate(e.appointmentDate, 'UTC') },
  { header: 'Current Designation', field: 'position' },
  { header: 'SGL', field: 'salaryGradeLevel' },
  { header: 'Updated', cell: (e) => formatDate(e.updated) },
];

const FILTERS: FilterColumn[] = [
  { value: 'staffId', label: 'Staff ID' },
  { value: 'confidentialFileId', label: 'Conf. File ID' },
  { value: 'name', label: 'Name' },
];

/** Starts the browser's download of the signed link (an attachment: the page stays). */
function download(url: string) {
  window.location.assign(url);
}

/**
 * Employees (spec 2): the text filter of one column and, beside it, the status; a row opens the
 * details; Create and Export by permission. Export downloads what the filter shows, every page.
 */
export function EmployeesPage() {
  const paging = usePagedList();
  const [text, setText] = useState<Record<string, string | number>>({});
  const [status, setStatus] = useState('');
  const criteria = { ...text, ...(status === '' ? {} : { status: Number(status) }) };
  const { data, isFetching, error } = useListEmployeesQuery({ offset: paging.offset, limit: paging.limit, criteria });
  const [exportLink, exporting] = useEmployeeExportLinkMutation();
  const navigate = useNavigate();
  const canCreate = usePermission(P.CREATE_EMPLOYEE);
  const canExport = usePermission(P.EXPORT_EMPLOYEES);

  const startExport = async (format: ExportFormat) => {
    const { url } = await exportLink({ format, criteria }).unwrap();
    download(url);
  };

  return (
    <Screen
      title="Employees"
      action={
        <HStack gap="2">
          {canExport && (
            <>
              <Button variant="outline" loading={exporting.isLoading} onClick={() => void startExport('csv').catch(() => undefined)}>
                Export CSV
              </Button>
              <Button variant="outline" loading={exporting.isLoading} onClick={() => void startExport('xlsx').catch(() => undefined)}>
                Export Excel
              </Button>
            </>
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
        <HStack gap="2" flexWrap="wrap">
          <CriteriaFilter
            columns={FILTERS}
            onChange={(next) => {
              setText(next);
              paging.setPage(1);
            }}
          />
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label="Status"
              value={status}
              onChange={(event) => {
                setStatus(event.target.value);
                paging.setPage(1);
              }}
            >
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
      {exporting.error && <ResultBanner status="error">{errorMessage(exporting.error)}</ResultBanner>}
      <DataTable columns={COLUMNS} rows={data?.employees ?? []} rowKey={(e) => e.id} onRowClick={(e) => navigate(`../${e.id}`, { relative: 'path' })} />
      <Pager page={paging.page} total={data?.size ?? 0} onChange={paging.setPage} />
    </Screen>
  );
}
