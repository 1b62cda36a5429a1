import {
  CUSTOMER_ACCESS,
  CUSTOMER_STATUS_NAMES,
  CUSTOMER_STATUSES,
  usePermission,
  type Customer,
  type CustomerOverview,
  type DataQuota,
  type Session,
  type Subscription,
} from '@console/api';
import { ResultBanner, errorMessage, formatDate, formatNaira, Badge, Button, Card, HStack, SimpleGrid, Stack, Text } from '@console/ui';
import type { ReactNode } from 'react';
import { useMoneySummary } from '../../payments';
import { dateAndTime, formatBytes, formatDuration, nasOf, quotaLeft, quotaSize, quotaUsed } from '../../sessions';
import { useCustomerOverviewQuery } from '../api/customers-api';
import { STATE_NAMES } from './customer-plans-tab';

const DAY = 86_400;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** One figure of the overview: a titled card (a region, so a screen reader can jump to it). */
function OverviewCard({ title, value, children }: { title: string; value: ReactNode; children?: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} size="sm">
      <Card.Body gap="1">
        <Text textStyle="sm" color="fg.muted">
          {title}
        </Text>
        <Text as="div" textStyle="lg" fontWeight="semibold">
          {value}
        </Text>
        {children && (
          <Stack gap="0" textStyle="sm" color="fg.muted">
            {children}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** '12 days left', 'ends within a day': what a caller asking "when does my plan end" wants to hear. */
function daysLeft(end: number): string {
  const days = Math.ceil((end - nowSeconds()) / DAY);
  return days <= 1 ? 'ends within a day' : `${days} days left`;
}

function PlanCard({ subscription }: { subscription: Subscription | null }) {
  if (!subscription) return <OverviewCard title="Plan" value="No plan yet" />;
  const { plan, state, start, end } = subscription;
  const lines: Record<Subscription['state'], ReactNode> = {
    active: `Ends ${formatDate(end)} (${daysLeft(end)})`,
    scheduled: `Starts ${formatDate(start)}, ends ${formatDate(end)}`,
    ended: `Ended ${formatDate(end)}: no plan in force`,
    cancelled: `Cancelled; it was to end ${formatDate(end)}: no plan in force`,
  };
  return (
    <OverviewCard
      title="Plan"
      value={
        <HStack gap="2" wrap="wrap">
          <span>{plan.name}</span>
          <Badge colorPalette={state === 'active' ? 'green' : state === 'scheduled' ? 'blue' : 'gray'}>
            {state === 'active' ? 'In force' : STATE_NAMES[state]}
          </Badge>
        </HStack>
      }
    >
      <Text>{lines[state]}</Text>
    </OverviewCard>
  );
}

function OnlineCard({ online }: { online: Session | null }) {
  if (!online) return <OverviewCard title="Online now" value="No" />;
  return (
    <OverviewCard title="Online now" value="Yes">
      <Text>Through {nasOf(online)}</Text>
      {online.address && <Text>Address {online.address}</Text>}
      <Text>Since {dateAndTime(online.since)}</Text>
    </OverviewCard>
  );
}

function LastSessionCard({ last }: { last: Session | null }) {
  if (!last) return <OverviewCard title="Last session" value="None yet" />;
  return (
    <OverviewCard title="Last session" value={formatDuration(last.seconds)}>
      <Text>Started {dateAndTime(last.since)}</Text>
      <Text>Ended {dateAndTime(last.stoppedAt)}</Text>
    </OverviewCard>
  );
}

/** Octets as the subscriber sees them: Acct-Output-Octets are what the NAS sent to the user (downloaded). */
const used = ({ bytesIn, bytesOut }: { bytesIn: number; bytesOut: number }) =>
  `${formatBytes(bytesIn + bytesOut)} (${formatBytes(bytesOut)} down, ${formatBytes(bytesIn)} up)`;

function DataUsedCard({ network }: { network: NonNullable<CustomerOverview['network']> }) {
  const { period, total } = network;
  return (
    <OverviewCard title="Data used" value={period ? formatBytes(period.bytesIn + period.bytesOut) : 'No plan in force'}>
      {period && (
        <Text>
          This plan, since {formatDate(period.since)}: {used(period)}
        </Text>
      )}
      <Text>In all: {used(total)}</Text>
    </OverviewCard>
  );
}

/** The plan's data quota: what is left (or that it is used up and what follows), the quota and what was used. */
function DataQuotaCard({ quota }: { quota: DataQuota }) {
  return (
    <OverviewCard title="Data quota" value={quotaLeft(quota)}>
      <Text>Quota: {quotaSize(quota)}</Text>
      <Text>This period: {quotaUsed(quota)}</Text>
    </OverviewCard>
  );
}

/**
 * What a subscriber's page opens on (issue 31): the plan in force and its end, online now, the last
 * session, the data used and the data quota's used and left, each shown to whoever may read it (the server leaves the rest out), and
 * Edit, which opens the Details form.
 */
export function CustomerOverviewTab({ customer, onEdit }: { customer: Customer; onEdit: () => void }) {
  const { data, error } = useCustomerOverviewQuery(customer.id, { refetchOnMountOrArgChange: true });
  const canEdit = usePermission(...CUSTOMER_ACCESS.modifyCustomer);
  const suspended = customer.status === CUSTOMER_STATUSES.SUSPENDED;
  const money = useMoneySummary(customer.id);
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2" wrap="wrap" textStyle="sm">
          <Badge colorPalette={suspended ? 'red' : 'green'}>{CUSTOMER_STATUS_NAMES[customer.status]}</Badge>
          <Text>{customer.username}</Text>
          <Text color="fg.muted">
            {customer.phone} · {customer.location.name}
          </Text>
        </HStack>
        <Button size="sm" colorPalette="blue" onClick={onEdit}>
          {canEdit ? 'Edit' : 'View details'}
        </Button>
      </HStack>
      {error ? <ResultBanner status="error">{errorMessage(error)}</ResultBanner> : null}
      {data && (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3">
          {data.subscription !== undefined && <PlanCard subscription={data.subscription} />}
          {data.network && (
            <>
              <OnlineCard online={data.network.online} />
              <LastSessionCard last={data.network.last} />
              <DataUsedCard network={data.network} />
              {data.network.quota && <DataQuotaCard quota={data.network.quota} />}
            </>
          )}
          {money && (
            <OverviewCard title="Balance" value={formatNaira(money.balance)}>
              <Text>{money.last ? `Last paid ${formatNaira(money.last.amount)} on ${formatDate(money.last.at)}` : 'No payment yet'}</Text>
            </OverviewCard>
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
