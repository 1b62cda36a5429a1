import { P, PAGE_SIZE, usePermission, type DashboardList, type DashboardPerson } from '@console/api';
import { DataTable, Pager, ResultBanner, errorMessage, formatDate, type Column, Button, HStack, Heading, Link, Stack, Text } from '@console/ui';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { downloadSignedFile } from '../../../api/download-signed-file';
import { useDashboardExportLinkMutation, useGetDashboardListQuery } from '../api/dashboard-api';

/** What each card's list is called, and what its date column means. */
const LIST_TITLES: Record<DashboardList, { title: string; date: string }> = {
  'new-employees': { title: 'New employees this year', date: 'Appointment Date' },
  'due-for-retirement': { title: 'Employees due for retirement', date: 'Retirement Date' },
  'last-quarter': { title: 'Appointed in the last quarter', date: 'Appointment Date' },
};

/** The people behind one dashboard figure, a page at a time, with the day and reason; exported as CSV. */
export function FigureList({ list }: { list: DashboardList }) {
  const [page, setPage] = useState(1);
  const { data, isFetching, error } = useGetDashboardListQuery({ list, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  const [exportLink] = useDashboardExportLinkMutation();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string>();
  const canOpenEmployees = usePermission(P.VIEW_EMPLOYEES);
  const { title, date } = LIST_TITLES[list];
  const columns: Column<DashboardPerson>[] = [
    { header: 'Staff ID', field: 'staffId' },
    {
      header: 'Name',
      cell: (p) =>
        canOpenEmployees ? (
          <Link asChild colorPalette="blue" variant="underline">
            <RouterLink to={`/folder/employee/${p.id}`}>{p.name}</RouterLink>
          </Link>
        ) : (
          p.name
        ),
    },
    { header: 'Department', field: 'department' },
    // Calendar dates are stored at UTC midnight: shown in UTC so they never move a day.
    { header: date, cell: (p) => formatDate(p.date, 'UTC') },
    { header: 'Reason', field: 'reason' },
  ];
  const exportCsv = async () => {
    setExporting(true);
    setExportError(undefined);
    try {
      await downloadSignedFile((await exportLink({ list }).unwrap()).url, 'dashboard.csv');
    } catch (failure) {
      setExportError(errorMessage(failure));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack gap="3" as="section" aria-labelledby="figure-list-title" aria-busy={isFetching}>
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Heading as="h2" size="md" id="figure-list-title">
          {data ? `${title} (${data.size.toLocaleString('en-NG')})` : title}
        </Heading>
        <Button size="sm" variant="outline" loading={exporting} onClick={() => void exportCsv()} disabled={!data || data.size === 0}>
          Export CSV
        </Button>
      </HStack>
      {exportError && <ResultBanner status="error">{exportError}</ResultBanner>}
      {error && <Text color="fg.error">{errorMessage(error)}</Text>}
      {data && (
        <>
          <DataTable columns={columns} rows={data.people} caption={title} emptyText="Nobody in this list." />
          {data.size > PAGE_SIZE && <Pager page={page} total={data.size} onChange={setPage} />}
        </>
      )}
    </Stack>
  );
}
