import { Screen, errorMessage, formatNaira, Card, Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Stat } from '@console/ui';
import { lazy } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ChartSlot } from '../../../components/chart-slot';
import { useInternetDashboardQuery } from '../api/revenue-api';

const TakingsChart = lazy(() => import('./takings-chart'));

/** A figure that opens the list behind it (the whole card is the link). */
function FigureCard({ label, value, help, to }: { label: string; value: number; help: string; to: string }) {
  return (
    <LinkBox as="article">
      <Card.Root h="full" _hover={{ borderColor: 'blue.muted' }}>
        <Card.Body>
          <Stat.Root>
            <Stat.Label>
              <LinkOverlay asChild>
                <RouterLink to={to}>{label}</RouterLink>
              </LinkOverlay>
            </Stat.Label>
            <Stat.ValueText>{formatNaira(value)}</Stat.ValueText>
            {/* Chakra's help text is a span, which a <dl> may not hold; a <dd> keeps the list valid. */}
            <Stat.HelpText asChild>
              <dd>{help}</dd>
            </Stat.HelpText>
          </Stat.Root>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

const owing = (count: number, who: string) => `${count} ${who}${count === 1 ? '' : 's'} owing`;

/**
 * The Internet area's money at a glance: today's and this month's takings, open invoices, what
 * subscribers on account and sale points owe, and twelve months of takings. Each card opens its list: the cash-up, the
 * month's revenue by day, who owes.
 */
export function InternetDashboardPage() {
  const { data, isLoading, error } = useInternetDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Screen title="Internet Dashboard" loading={isLoading} error={errorMessage(error)}>
      {data && (
        <Stack gap="8">
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 5 }} gap="4">
            <FigureCard label="Taken today" value={data.today.takings} help={`Sold ${formatNaira(data.today.revenue)}`} to="../cash-up" />
            <FigureCard
              label="Taken this month"
              value={data.month.takings}
              help={`Sold ${formatNaira(data.month.revenue)}`}
              to={`../revenue?period=day&by=method&from=${data.month.from}&to=${data.month.to}`}
            />
            <FigureCard
              label="Outstanding invoices"
              value={data.invoices.owed}
              help={`${data.invoices.count} open, ${data.invoices.overdue} overdue`}
              to="invoices"
            />
            <FigureCard label="Owed on account" value={data.receivables.owed} help={owing(data.receivables.count, 'subscriber')} to="receivables" />
            <FigureCard label="Owed by sale points" value={data.salePoints.owed} help={owing(data.salePoints.count, 'sale point')} to="sale-points" />
          </SimpleGrid>
          <Stack gap="3">
            <Heading as="h2" size="md">
              Takings per Month
            </Heading>
            <ChartSlot>
              <TakingsChart chart={data.chart} />
            </ChartSlot>
          </Stack>
        </Stack>
      )}
    </Screen>
  );
}
