import { P, usePermission, type Employee, type ExportFormat, type employeeCalls, type FilterOf, type SortOf } from '@console/api';
import {
  ChoiceFilters,
  awaitingFirstPage,
  CriteriaFilter,
  DataTable,
  Pager,
  LinkButton,
  ResultBanner,
  Screen,
  errorMessage,
  formatDate,
  useChoiceFilters,
  useCriteriaFilter,
  useListSort,
  usePagedList,
  type ChoiceFilter,
  type Column,
  type FilterColumn,
  Box,
  Button,
  HStack,
  Progress,
  Text,
} from '@console/ui';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useListDepartmentsQuery } from '../../departments';
import { useExportDownload, type ExportRun } from '../api/download-export';
import { useListEmployeesQuery } from '../api/employees-api';
import { gradeChoices, useGetEmployeeRulesQuery } from '../api/employee-rules-api';
import { useListLgasQuery } from '../api/references-api';
import { STATUS_OPTIONS } from './status-options';
import { employeeStatusText } from './status-text';

type EmployeeList = typeof employeeCalls.list;
type EmployeeFilter = FilterOf<EmployeeList>;
type EmployeeSort = SortOf<EmployeeList>;
// The list's keys as its call declares them: a filter or sort renamed in the contract fails the type check here.
type ListColumn = Column<Employee> & { sort?: EmployeeSort | readonly { column: EmployeeSort; label: string }[] };

const COLUMNS: ListColumn[] = [
  { header: 'Conf. ID', field: 'confidentialFileId' },
  { header: 'Staff ID', field: 'staffId', sort: 'staffId' },
  {
    header: 'Name',
    field: 'name',
    // A phone's card is titled by the name, with the status right under it.
    title: true,
    sort: [
      { column: 'name', label: 'Name' },
      { column: 'surname', label: 'Surname' },
    ],
  },
  { header: 'Department', cell: (e) => e.department.name },
  // Calendar dates are stored at UTC midnight: shown in UTC so they never move a day.
  { header: 'Appointment Date', cell: (e) => formatDate(e.appointmentDate, 'UTC'), sort: 'appointmentDate' },
  { header: 'Current Designation', field: 'position' },
  { header: 'SGL', field: 'salaryGradeLevel', sort: 'salaryGradeLevel', numeric: true },
  // With a change waiting for its day: 'Active (Retired from 01/12/2026)'.
  { header: 'Status', cell: employeeStatusText, sort: 'status', priority: 1 },
  { header: 'Updated', cell: (e) => formatDate(e.updated) },
];

const FILTERS: Array<FilterColumn & { value: EmployeeFilter }> = [
  { value: 'staffId', label: 'Staff ID' },
  { value: 'confidentialFileId', label: 'Conf. File ID' },
  { value: 'name', label: 'Name' },
];

const DEPARTMENTS = { offset: 0, limit: 100 };

/** Department, status, state, LGA (of the chosen state) and grade level, any of them at once. */
function useEmployeeChoiceFilters(): Array<ChoiceFilter & { value: EmployeeFilter }> {
  const departments = useListDepartmentsQuery(DEPARTMENTS).data?.departments;
  const lgas = useListLgasQuery().data?.lgas;
  // The grade levels the installation takes; any stored level still lists unfiltered.
  const rules = useGetEmployeeRulesQuery().data?.rules;
  const state = useSearchParams()[0].get('state');
  return useMemo(() => {
    const states = [...new Set((lgas ?? []).map((lga) => lga.state))].sort().map((state) => ({ value: state, label: state }));
    const ofState = (lgas ?? []).filter((lga) => lga.state === state).map((lga) => ({ value: lga.id, label: lga.name }));
    return [
      {
        value: 'departmentId',
        label: 'Department',
        choices: (departments ?? []).map((d) => ({ value: d.id, label: d.name })),
        loading: departments === undefined,
      },
      { value: 'status', label: 'Status', choices: STATUS_OPTIONS },
      { value: 'state', label: 'State', choices: states, clears: ['lgaId'], loading: lgas === undefined },
      // Shown once a state is chosen: the user's own step, not the page loading.
      { value: 'lgaId', label: 'LGA', choices: ofState },
      { value: 'salaryGradeLevel', label: 'Grade level', choices: rules ? gradeChoices(rules) : [], loading: rules === undefined },
    ];
  }, [departments, lgas, state, rules]);
}

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
 * Employees (spec 2 and issue 16): the text filter of one column and, beside it, department,
 * status, state/LGA and grade level, together; sortable headers, page size and the total; a row
 * opens the details; Create and Export by permission. Export downloads what the filters show, every page.
 */
export function EmployeesPage() {
  const paging = usePagedList();
  const { sort, onSort } = useListSort();
  const filter = useCriteriaFilter(FILTERS);
  const choices = useChoiceFilters(useEmployeeChoiceFilters());
  const criteria = { ...filter.criteria, ...choices.criteria };
  const { data, isFetching, error } = useListEmployeesQuery({ offset: paging.offset, limit: paging.limit, criteria, ...(sort && { sort }) });
  const exporting = useExportDownload();
  const navigate = useNavigate();
  const canCreate = usePermission(P.CREATE_EMPLOYEE);
  const canExport = usePermission(P.EXPORT_EMPLOYEES);

  return (
    <Screen
      title="Employees"
      action={
        <HStack gap="2" flexWrap="wrap">
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
            <LinkButton to="../import" variant="outline">
              Import
            </LinkButton>
          )}
          {canCreate && (
            <LinkButton to="../create" colorPalette="blue">
              Create
            </LinkButton>
          )}
        </HStack>
      }
      toolbar={
        <HStack gap="2" flexWrap="wrap" alignItems="flex-start">
          <CriteriaFilter {...filter.filterProps} />
          <ChoiceFilters {...choices.filterProps} />
        </HStack>
      }
      loading={isFetching}
      error={errorMessage(error)}
    >
      {exporting.run && <ExportRunning run={exporting.run} onCancel={exporting.cancel} />}
      {exporting.error && <ResultBanner status="error">{exporting.error}</ResultBanner>}
      {!awaitingFirstPage(data, isFetching) && (
        <>
          <DataTable
            columns={COLUMNS}
            rows={data?.employees ?? []}
            onRowClick={(e) => navigate(`../${e.id}`, { relative: 'path' })}
            sort={sort}
            onSort={onSort}
          />
          <Pager
            page={paging.page}
            total={data?.size ?? 0}
            pageSize={paging.pageSize}
            onChange={paging.setPage}
            onPageSizeChange={paging.setPageSize}
          />
        </>
      )}
    </Screen>
  );
}
