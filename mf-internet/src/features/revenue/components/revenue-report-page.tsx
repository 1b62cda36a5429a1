import {
  REVENUE_GROUPINGS,
  REVENUE_GROUPING_LABELS,
  REVENUE_PERIODS,
  REVENUE_PERIOD_LABELS,
  type RevenueAmounts,
  type RevenueExportFormat,
  type RevenueReport,
} from '@console/api';
import {
  ChoiceSelect,
  DataTable,
  FieldFrame,
  ResultBanner,
  Screen,
  choicesOf,
  errorMessage,
  formatNaira,
  isDay,
  type Column,
  Box,
  Button,
  HStack,
  Heading,
  Stack,
} from '@console/ui';
import { useSearchParams } from 'react-router-dom';
import { useDownload } from '../../../components/download-from';
import { PeriodDay } from '../../../components/period-form';
import { dayText } from '../../../components/period';
import { useRevenueExportLinkMutation, useRevenueReportQuery } from '../api/revenue-api';
import { MoneyFigures } from './money-figures';

type Row = RevenueReport['rows'][number];
type GroupRow = RevenueReport['groups'][number];

const money = <T extends RevenueAmounts>(): Column<T>[] => [
  { header: 'Revenue', numeric: true, cell: (row) => formatNaira(row.revenue) },
  { header: 'Discounts', numeric: true, cell: (row) => formatNaira(row.discounts) },
  { header: 'Net', numeric: true, cell: (row) => formatNaira(row.net) },
  { header: 'Takings', numeric: true, cell: (row) => formatNaira(row.takings) },
];

const pick = <T extends string>(value: string | null, among: readonly T[], fallback: T): T => (among.includes(value as T) ? (value as T) : fallback);

/** One of the report's tables under its heading. */
function Section<T>({
  heading,
  ...table
}: {
  heading: string;
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
}) {
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {heading}
      </Heading>
      <DataTable {...table} emptyText="No money moved in this period." />
    </Stack>
  );
}

/** A choice of the report among a few named values. */
function Choice<T extends string>({
  label,
  names,
  value,
  onChange,
}: {
  label: string;
  names: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <Box width={{ base: 'full', sm: 'auto' }}>
      <FieldFrame label={label}>
        <ChoiceSelect label={label} choices={choicesOf(names)} value={value} onChange={(chosen) => onChange(chosen as T)} />
      </FieldFrame>
    </Box>
  );
}

/** The report's choices, kept in the address so that a dashboard card can open it chosen (`?period=day&by=method`). */
function useReportChoices() {
  const [params, setParams] = useSearchParams();
  const today = new Date();
  const choices = {
    period: pick(params.get('period'), REVENUE_PERIODS, 'day'),
    by: pick(params.get('by'), REVENUE_GROUPINGS, 'all'),
    from: params.get('from') ?? dayText(new Date(today.getFullYear(), today.getMonth(), 1)),
    to: params.get('to') ?? dayText(today),
  };
  const set = (change: Partial<typeof choices>) => setParams({ ...choices, ...change }, { replace: true });
  return { ...choices, set };
}

/**
 * Revenue by day, week or month (the ISP's time zone), grouped by plan, location, sale point,
 * payment method or staff member; reversals net out on the day they were posted. Exported as CSV or XLSX.
 */
export function RevenueReportPage() {
  const choices = useReportChoices();
  const { period, by, from, to } = choices;
  const chosen = isDay(from) && isDay(to);
  const backwards = chosen && to < from;
  const request = { period, by, from, to };
  const { data, error, isFetching } = useRevenueReportQuery(request, { skip: !chosen || backwards, refetchOnMountOrArgChange: true });
  const [exportLink] = useRevenueExportLinkMutation();
  const csv = useDownload(() => exportLink({ ...request, format: 'csv' }).unwrap());
  const xlsx = useDownload(() => exportLink({ ...request, format: 'xlsx' }).unwrap());
  const exportButton = (format: RevenueExportFormat, action: () => void) => (
    <Button variant="outline" disabled={!chosen || backwards} onClick={action}>
      Export {format.toUpperCase()}
    </Button>
  );
  const grouped = by !== 'all';
  const rowColumns: Column<Row>[] = [
    { header: REVENUE_PERIOD_LABELS[period], title: true, cell: (row) => row.label },
    ...(grouped ? [{ header: REVENUE_GROUPING_LABELS[by], cell: (row: Row) => row.group.name }] : []),
    ...money<Row>(),
  ];
  const groupColumns: Column<GroupRow>[] = [
    { header: REVENUE_GROUPING_LABELS[by], title: true, cell: (row) => row.group.name },
    ...money<GroupRow>(),
  ];
  return (
    <Screen title="Revenue" loading={isFetching} error={error ? errorMessage(error) : (csv.downloadError ?? xlsx.downloadError)}>
      <Stack gap="6">
        <HStack gap="4" align="end" flexWrap="wrap" role="group" aria-label="Report">
          <Choice label="Period" names={REVENUE_PERIOD_LABELS} value={period} onChange={(value) => choices.set({ period: value })} />
          <Choice label="Group by" names={REVENUE_GROUPING_LABELS} value={by} onChange={(value) => choices.set({ by: value })} />
          <Box width={{ base: 'full', sm: '44' }}>
            <PeriodDay label="From" value={from} onChange={(value) => choices.set({ from: value })} />
          </Box>
          <Box width={{ base: 'full', sm: '44' }}>
            <PeriodDay label="To" value={to} onChange={(value) => choices.set({ to: value })} />
          </Box>
          {exportButton('csv', csv.download)}
          {exportButton('xlsx', xlsx.download)}
        </HStack>
        {backwards && <ResultBanner status="error">The period ends before it starts.</ResultBanner>}
        {data && !backwards && (
          <>
            <MoneyFigures
              label="Totals"
              figures={[
                ['Revenue', data.total.revenue],
                ['Discounts', data.total.discounts],
                ['Net', data.total.net],
                ['Takings', data.total.takings],
              ]}
            />
            {grouped && (
              <Section
                heading={`By ${REVENUE_GROUPING_LABELS[by].toLowerCase()}`}
                caption={`Totals by ${REVENUE_GROUPING_LABELS[by].toLowerCase()}`}
                columns={groupColumns}
                rows={data.groups}
                rowKey={(row) => row.group.id}
              />
            )}
            <Section
              heading={`By ${REVENUE_PERIOD_LABELS[period].toLowerCase()}`}
              caption={`Revenue by ${REVENUE_PERIOD_LABELS[period].toLowerCase()}`}
              columns={rowColumns}
              rows={data.rows}
              rowKey={(row) => `${row.start}:${row.group.id}`}
            />
          </>
        )}
      </Stack>
    </Screen>
  );
}
