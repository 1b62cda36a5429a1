import { PAYMENT_ACCESS, usePermission, type CustomerPayment } from '@console/api';
import { useBalanceStatementQuery, useCustomerPaymentsQuery } from '../api/payments-api';

/**
 * A subscriber's balance and last payment for its overview, or null for whoever may not see payments
 * (nothing is asked then). Read again each time the overview opens, as the rest of it is.
 */
export function useMoneySummary(customerId: string): { balance: number; last: CustomerPayment | null } | null {
  const canView = usePermission(...PAYMENT_ACCESS.viewPayments);
  const options = { skip: !canView, refetchOnMountOrArgChange: true };
  const statement = useBalanceStatementQuery(customerId, options);
  const payments = useCustomerPaymentsQuery(customerId, options);
  if (!statement.data || !payments.data) return null;
  // What the subscriber paid last: a sale or a top-up that still stands.
  const last = payments.data.payments.find((p) => (p.kind === 'sale' || p.kind === 'top-up') && p.reversedBy === null) ?? null;
  return { balance: statement.data.closing, last };
}
