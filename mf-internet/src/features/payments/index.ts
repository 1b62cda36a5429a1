// What the other internet features use of payments: the pay fields of the plan dialogs, the
// subscriber's Payments tab and the receipt page (docs/money.md).
export { PAYMENT_DEFAULTS, PaymentFields } from './components/payment-fields';
export { useIdempotencyKey } from './components/idempotency-key';
export { PaymentsTab } from './components/payments-tab';
export { useMoneySummary } from './components/money-summary';
export { ReceiptPage } from './components/receipt-page';
export { moneyOf } from './api/payments-api';
