import { P } from '../permissions';

/**
 * Who may do what with subscribers, their plans and vouchers. The server guards each call with
 * these ids and the screens show routes and buttons by the same ones. The legacy ids (spec section 6)
 * keep their names: 21 view, 27 create, 22 edit customers; 82 view, 84 add, 24 modify, 25 delete
 * customer plans.
 */
// Whoever may act on a subscriber or its plans finds it in the list and opens its page.
const ACTS_ON_CUSTOMERS = [
  P.VIEW_CUSTOMERS,
  P.CREATE_CUSTOMER,
  P.EDIT_CUSTOMER,
  P.VIEW_CUSTOMER_PLANS,
  P.ADD_CUSTOMER_PLAN,
  P.MODIFY_CUSTOMER_PLAN,
  P.DELETE_CUSTOMER_PLAN,
];

export const CUSTOMER_ACCESS = {
  listCustomers: ACTS_ON_CUSTOMERS,
  readCustomer: ACTS_ON_CUSTOMERS,
  createCustomer: [P.CREATE_CUSTOMER],
  modifyCustomer: [P.EDIT_CUSTOMER],
  // Subscribers are never deleted (their history and RADIUS accounting name them): suspend instead.
  deleteCustomer: [],
  customerHistory: [P.VIEW_CUSTOMERS, P.EDIT_CUSTOMER],

  listSubscriptions: [P.VIEW_CUSTOMER_PLANS, P.ADD_CUSTOMER_PLAN, P.MODIFY_CUSTOMER_PLAN, P.DELETE_CUSTOMER_PLAN],
  addSubscription: [P.ADD_CUSTOMER_PLAN],
  modifySubscription: [P.MODIFY_CUSTOMER_PLAN],
  deleteSubscription: [P.DELETE_CUSTOMER_PLAN],

  listVouchers: [P.VIEW_VOUCHERS, P.GENERATE_VOUCHERS, P.REVOKE_VOUCHERS, P.PRINT_VOUCHERS],
  generateVouchers: [P.GENERATE_VOUCHERS],
  revokeVouchers: [P.REVOKE_VOUCHERS],
  printVouchers: [P.PRINT_VOUCHERS],
  salePointStatement: [P.VIEW_SALE_POINT_STATEMENTS],
  payerReport: [P.VIEW_PAYER_REPORT],
} as const satisfies Record<string, readonly number[]>;

export type CustomerAction = keyof typeof CUSTOMER_ACCESS;
