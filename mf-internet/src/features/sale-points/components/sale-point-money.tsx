import { SALE_POINT_MONEY_ACCESS, usePermission, type SalePointBalanceLine } from '@console/api';
import {
  DataTable,
  DialogButton,
  ResultBanner,
  errorMessage,
  formatDate,
  formatNaira,
  formatTime,
  type Column,
  Box,
  HStack,
  Heading,
  Stack,
  Text,
} from '@console/ui';
import { PeriodDay, usePeriod } from '../../../components/period-form';
import { useSalePointStatementQuery } from '../api/sale-point-money-api';
import { SalePointPaymentForm, owedText } from './sale-point-payment-form';

const COLUMNS: Column<SalePointBalanceLine>[] = [
  { header: 'Date', cell: (l) => `${formatDate(l.at)} ${formatTime(l.at)}` },
  { header: 'Description', cell: (l) => l.description },
  { header: 'Debit', cell: (l) => (l.debit ? formatNaira(l.debit) : ''), numeric: true },
  { header: 'Credit', cell: (l) => (l.credit ? formatNaira(l.credit) : ''), numeric: true },
  { header: 'Owed', cell: (l) => formatNaira(l.balance), numeric: true },
  { header: 'By', cell: (l) => l.by, priority: 1 },
];

/**
 * A sale point's money on its page: what it owes (its voucher batches at contract value less its
 * payments), its credit limit and what batches may still add, Record Payment, and the statement
 * over a period (this month by default) with its opening and closing balances.
 */
export function SalePointMoney({ salePointId, name }: { salePointId: string; name: string }) {
  const days = usePeriod();
  const canPay = usePermission(...SALE_POINT_MONEY_ACCESS.pay);
  const ready = days.chosen && !days.backwards;
  const { data, error } = useSalePointStatementQuery({ salePointId, ...days.period }, { skip: !ready, refetchOnMountOrArgChange: true });
  return (
    <Box as="section" aria-label="Balance and statement" mt="8">
      <Heading as="h2" size="md" mb="3">
        Balance and Statement
      </Heading>
      <HStack gap="6" mb="4" wrap="wrap" align="center">
        <Text fontWeight="bold">{data ? owedText(data.balance) : '…'}</Text>
        {data && (
          <Text>
            Credit limit: {data.creditLimit === null ? 'none' : formatNaira(data.creditLimit)}
            {data.available !== null && `, ${formatNaira(data.available)} available for batches`}
          </Text>
        )}
        {canPay && (
          <DialogButton label="Record Payment" title={`Record a Payment from ${name}`} colorPalette="blue">
            <SalePointPaymentForm salePointId={salePointId} />
          </DialogButton>
        )}
      </HStack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" mb="4">
        <PeriodDay label="From" value={days.from} onChange={days.setFrom} />
        <PeriodDay label="To" value={days.to} onChange={days.setTo} />
      </Stack>
      {days.backwards && <ResultBanner status="error">The period ends before it starts.</ResultBanner>}
      {error ? <ResultBanner status="error">{errorMessage(error)}</ResultBanner> : null}
      <DataTable
        caption="Statement"
        columns={COLUMNS}
        rows={data?.lines ?? []}
        rowKey={(l) => l.entryId}
        emptyText="No batch or payment in this period."
      />
      {data && (
        <Text mt="2" color="fg.muted">
          Opening balance {formatNaira(data.opening)}, closing balance {formatNaira(data.closing)}.
        </Text>
      )}
    </Box>
  );
}
