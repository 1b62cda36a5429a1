import {
  DASHBOARD_LISTS,
  P,
  hasAnyPermission,
  selectFirstname,
  selectPermissionIds,
  usePermission,
  type AppStore,
  type DashboardFigures,
  type DashboardList,
} from '@console/api';
import { Screen, errorMessage, formatDate, Button, Card, Heading, SimpleGrid, Spinner, Stack, Stat, Text } from '@console/ui';
import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { dashboardApi, useGetDashboardFiguresQuery, useGetPayerReportQuery } from './api/dashboard-api';
import { FigureList } from './components/figure-list';

// nivo and d3 come with the dashboard only. Their chunk is fetched and run while the figures call is
// out (it starts when the figures are asked for, below), not after the figures have arrived.
const chartModule = () => import('./components/figures-chart');
const FiguresChart = lazy(chartModule);

interface FigureCardProps {
  label: string;
  value: ReactNode;
  help: ReactNode;
  /** Opens the list behind the figure. */
  onOpen?: () => void;
  /** Its list is the one shown. */
  open?: boolean;
}

function FigureCard({ label, value, help, onOpen, open = false }: FigureCardProps) {
  return (
    <Card.Root
      onClick={onOpen}
      cursor={onOpen ? 'pointer' : undefined}
      borderColor={open ? 'blue.solid' : undefined}
      _hover={onOpen ? { borderColor: 'blue.muted' } : undefined}
    >
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText>{value}</Stat.ValueText>
          {/* Chakra's help text is a span, which a <dl> may not hold; a <dd> keeps the list valid. */}
          <Stat.HelpText asChild>
            <dd>{help}</dd>
          </Stat.HelpText>
        </Stat.Root>
        {onOpen && (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="blue"
            alignSelf="flex-start"
            mt="2"
            aria-expanded={open}
            aria-label={`Show who: ${label}`}
            onClick={(event) => {
              // The card opens it too; once is enough.
              event.stopPropagation();
              onOpen();
            }}
          >
            Show who
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** Which card's list is open, kept in the address (`?list=due-for-retirement`) so it can be shared and survives a reload. */
function useOpenList(): [DashboardList | null, (list: DashboardList) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('list');
  const open = (DASHBOARD_LISTS as readonly string[]).includes(value ?? '') ? (value as DashboardList) : null;
  return [open, (list) => setParams(list === open ? {} : { list }, { replace: true })];
}

function Figures({ figures }: { figures: DashboardFigures }) {
  const { newEmployees, dueForRetirement, increaseLastQuarter } = figures;
  const [openList, setOpenList] = useOpenList();
  const opens = (list: DashboardList) => ({ onOpen: () => setOpenList(list), open: openList === list });
  const quarter = `${formatDate(increaseLastQuarter.from, 'UTC')} – ${formatDate(increaseLastQuarter.to, 'UTC')}`;
  return (
    <Stack gap="8">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FigureCard label="New Employees" value={newEmployees.count} help={`Appointed in ${newEmployees.year}`} {...opens('new-employees')} />
        <FigureCard
          label="Employees Due for Retirement"
          value={dueForRetirement.count}
          help={`Age ${dueForRetirement.age} or ${dueForRetirement.serviceYears} years of service within ${dueForRetirement.withinMonths} months`}
          {...opens('due-for-retirement')}
        />
        <FigureCard
          label="Increase in last quarter"
          value={increaseLastQuarter.percent === null ? increaseLastQuarter.count : `${increaseLastQuarter.percent}%`}
          help={`${increaseLastQuarter.count} appointed ${quarter}`}
          {...opens('last-quarter')}
        />
      </SimpleGrid>
      {openList && <FigureList key={openList} list={openList} />}
      <Stack gap="3">
        <Heading as="h2" size="md">
          New Employees and Promotions per Year
        </Heading>
        <Suspense fallback={<Spinner aria-label="Loading the chart" />}>
          <FiguresChart chart={figures.chart} />
        </Suspense>
      </Stack>
    </Stack>
  );
}

function FiguresPanel() {
  const { data, isLoading, error } = useGetDashboardFiguresQuery();
  useEffect(() => void chartModule(), []);
  return (
    <Screen title="Dashboard" loading={isLoading} error={errorMessage(error)}>
      {data && <Figures figures={data.figures} />}
    </Screen>
  );
}

/** The spec's payer report: paying subscribers this quarter (docs/internet.md defines it). */
function PayerCards() {
  // Sales happen on other screens: read afresh whenever the dashboard opens.
  const { data, error } = useGetPayerReportQuery(undefined, { refetchOnMountOrArgChange: true });
  if (error) return <Text color="fg.error">{errorMessage(error)}</Text>;
  if (!data) return <Spinner aria-label="Loading the payer report" />;
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        Payers this quarter
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FigureCard label="Individuals" value={data.individuals} help="Paid plans and first-used vouchers" />
        <FigureCard label="Corporates" value={data.corporates} help="Companies with a paid plan" />
        <FigureCard label="Increase" value={data.increase === null ? '—' : `${data.increase}%`} help="Over the previous quarter" />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * Run by the shell with the signed-in store as soon as this module has loaded, before its first
 * render: the figures call goes out while the console draws, not after. The payer report is read
 * afresh on every mount, so it is not asked for here.
 */
export function prefetch(store: AppStore): void {
  if (hasAnyPermission(selectPermissionIds(store.getState()), [P.VIEW_DASHBOARD_FIGURES]))
    void store.dispatch(dashboardApi.util.prefetch('getDashboardFigures', undefined, {}));
}

/**
 * Exposed as mf_hr/dashboard, the shell's home page: open to every signed-in user, with the
 * employees summary (computed by the server from the stored records) for those allowed to see it.
 */
export default function DashboardPage() {
  const canSeeFigures = usePermission(P.VIEW_DASHBOARD_FIGURES);
  const canSeePayers = usePermission(P.VIEW_PAYER_REPORT);
  const firstname = useSelector(selectFirstname);
  return (
    <Stack gap="8">
      {canSeeFigures ? (
        <FiguresPanel />
      ) : (
        <Screen title="Dashboard">
          <Text>Welcome{firstname ? `, ${firstname}` : ''}. Use the menu to open the parts of the console you work with.</Text>
        </Screen>
      )}
      {canSeePayers && <PayerCards />}
    </Stack>
  );
}
