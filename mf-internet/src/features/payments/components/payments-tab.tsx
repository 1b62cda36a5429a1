import { PAYMENT_ACCESS, PAYMENT_METHOD_LABELS, usePermission, type BalanceStatementLine, type Customer, type CustomerPayment } from '@console/api';
import {
  DataTable,
  DialogButton,
  ResultBanner,
  errorMessage,
  formatDate,
  formatNaira,
  formatTime,
  type Column,
  HStack,
  Link,
  Text,
} from '@console/ui';
import { Link as RouterLink } from 'react-router-dom';
import { useBalanceStatementQuery, useCustomerPaymentsQuery } from '../api/payments-api';
import { ReverseForm } from './reverse-form';
import { TopUpForm } from './top-up-form';

/** A receipt's number as a link to its printable page (/internet/receipts/<number>), from the subscriber's page. */
function ReceiptLink({ number }: { number: string | null }) {
  if (!number) return null;
  return (
    <Link asChild>
      <RouterLink to={`../../receipts/${number}`} relative="path">
        {number}
      </RouterLink>
    </Link>
  );
}

const when = (at: number) => `${formatDate(at)} ${formatTime(at)}`;

const PAYMENT_COLUMNS: Column<CustomerPayment>[] = [
  { header: 'Date', cell: (p) => when(p.at) },
  { header: 'Description', cell: (p) => (p.reversedBy ? `${p.description} (reversed)` : p.description) },
  { header: 'Paid By', cell: (p) => (p.method ? [PAYMENT_METHOD_LABELS[p.method], p.reference].filter(Boolean).join(' ') : '') },
  { header: 'Amount', cell: (p) => formatNaira(p.amount), numeric: true },
  { header: 'Receipt', cell: (p) => <ReceiptLink number={p.receipt} /> },
  { header: 'By', cell: (p) => p.by, priority: 1 },
];

const STATEMENT_COLUMNS: Column<BalanceStatementLine>[] = [
  { header: 'Date', cell: (l) => when(l.at) },
  { header: 'Description', cell: (l) => l.description },
  { header: 'Amount', cell: (l) => formatNaira(l.amount), numeric: true },
  { header: 'Balance', cell: (l) => formatNaira(l.balance), numeric: true },
  { header: 'Receipt', cell: (l) => <ReceiptLink number={l.receipt} /> },
];

const reversible = (p: CustomerPayment) => p.kind !== 'reversal' && p.reversedBy === null;

/**
 * A subscriber's money: the balance with Top Up, every payment (sales by any method, top-ups,
 * reversals) with its receipt and Reverse, and the balance's statement with its opening and closing.
 */
export function PaymentsTab({ customer }: { customer: Customer }) {
  const statement = useBalanceStatementQuery(customer.id);
  const payments = useCustomerPaymentsQuery(customer.id);
  const canTopUp = usePermission(...PAYMENT_ACCESS.topUp);
  const canReverse = usePermission(...PAYMENT_ACCESS.reverse);
  const error = statement.error ?? payments.error;
  const closing = statement.data?.closing;
  return (
    <>
      <HStack mb="4" gap="4" wrap="wrap">
        <Text fontWeight="bold">Balance: {closing === undefined ? '…' : formatNaira(closing)}</Text>
        {canTopUp && (
          <DialogButton label="Top Up" title={`Top Up the Balance of ${customer.name}`} colorPalette="blue">
            <TopUpForm customer={customer} />
          </DialogButton>
        )}
      </HStack>
      {error ? <ResultBanner status="error">{errorMessage(error)}</ResultBanner> : null}
      <DataTable
        caption="Payments"
        columns={PAYMENT_COLUMNS}
        rows={payments.data?.payments ?? []}
        rowKey={(p) => p.entryId}
        emptyText="No payment yet."
        actions={
          canReverse
            ? (p) =>
                reversible(p) && (
                  <DialogButton label="Reverse" title={`Reverse ${p.description}`} colorPalette="red">
                    <ReverseForm customerId={customer.id} payment={p} />
                  </DialogButton>
                )
            : undefined
        }
      />
      <DataTable
        caption="Balance Statement"
        columns={STATEMENT_COLUMNS}
        rows={statement.data?.lines ?? []}
        rowKey={(l) => l.entryId}
        emptyText="No movement of the balance yet."
      />
      {statement.data && (
        <Text mt="2" color="fg.muted">
          Opening balance {formatNaira(statement.data.opening)}, closing balance {formatNaira(statement.data.closing)}.
        </Text>
      )}
    </>
  );
}
