import { P } from '../permissions';

/**
 * Who may do what with subscribers' money. Selling a plan with its payment is the sale's own right
 * (Add / Modify customer plan); these guard what is money alone.
 */
export const PAYMENT_ACCESS = {
  topUp: [P.RECORD_PAYMENTS],
  // The seller prints the receipt of the sale just made, and reads the balance a sale draws on.
  viewPayments: [P.VIEW_PAYMENTS, P.RECORD_PAYMENTS, P.REVERSE_PAYMENTS, P.ADD_CUSTOMER_PLAN, P.MODIFY_CUSTOMER_PLAN],
  reverse: [P.REVERSE_PAYMENTS],
  discount: [P.GIVE_DISCOUNTS],
} as const satisfies Record<string, readonly number[]>;
