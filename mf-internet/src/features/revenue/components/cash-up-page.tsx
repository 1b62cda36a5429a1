import { PAYMENT_METHOD_LABELS, REVENUE_ACCESS, usePermission, type CashUp } from '@console/api';
import { DataTable, Screen, errorMessage, formatNaira, isDay, showDay, type Column, Box, Button, Heading, Stack, Text } from '@console/ui';
import { useState } from 'react';
import { PeriodDay } from '../../../components/period-form';
import { dayText } from '../../../components/period';
import { printOnly } from '../../../components/print-only';
import { useCashUpQuery } from '../api/revenue-api';

type Taken = CashUp['total'];
type MethodRow = Taken['methods'][number];

const COLUMNS: Column<MethodRow>[] = [
  { header: 'Method', title: true, cell: (row) => PAYMENT_METHOD_LABELS[row.method] },
  { header: 'Payments', numeric: true, field: 'payments' },
  { header: 'Amount', numeric: true, cell: (row) => formatNaira(row.amount) },
];

// On paper: the cash-up alone, its tables in black on white.
const CASH_UP_CSS = `${printOnly('.cash-up')}
@media print { .cash-up { padding: 12mm; color: #000; } .cash-up table { width: 100%; } }`;

function Takings({ title, taken }: { title: string; taken: Taken }) {
  return (
    <Stack gap="2" breakInside="avoid">
      <Heading as="h3" size="sm">
        {title}: {formatNaira(taken.total)} in {taken.payments} {taken.payments === 1 ? 'payment' : 'payments'}
      </Heading>
      <DataTable caption={`${title} by method`} columns={COLUMNS} rows={taken.methods} rowKey={(row) => row.method} emptyText="Nothing taken." />
    </Stack>
  );
}

/**
 * What each staff member took on a day (the ISP's time zone) by method, net of reversals, to count
 * the till against; printable. Holders of View everyone's cash-up see every staff member, others their own.
 */
export function CashUpPage() {
  const [day, setDay] = useState(() => dayText(new Date()));
  const everyone = usePermission(...REVENUE_ACCESS.cashUpOfOthers);
  const { data, error, isFetching } = useCashUpQuery({ day }, { skip: !isDay(day), refetchOnMountOrArgChange: true });
  return (
    <Screen
      title="Cash-up"
      loading={isFetching}
      error={errorMessage(error)}
      action={
        <Button colorPalette="blue" disabled={!data} onClick={() => window.print()}>
          Print
        </Button>
      }
    >
      <Stack gap="6">
        <Box width={{ base: 'full', sm: '44' }}>
          <PeriodDay label="Day" value={day} onChange={setDay} />
        </Box>
        {data && (
          <Box className="cash-up">
            <style>{CASH_UP_CSS}</style>
            <Stack gap="6">
              <Heading as="h2" size="md">
                {everyone ? 'Cash-up' : 'My cash-up'}, {showDay(data.day)}
              </Heading>
              {data.staff.length === 0 && <Text color="fg.muted">No money was taken on this day.</Text>}
              {data.staff.map((person) => (
                <Takings key={person.userId} title={person.name} taken={person} />
              ))}
              {everyone && data.staff.length > 1 && <Takings title="All staff" taken={data.total} />}
            </Stack>
          </Box>
        )}
      </Stack>
    </Screen>
  );
}
