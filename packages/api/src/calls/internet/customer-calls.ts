import { z } from 'zod';
import { one } from '../../answers/common';
import { customerAnswer, customerHistoryAnswer, customerOverviewAnswer } from '../../answers/customers';
import { disconnectsAnswer } from '../../answers/sessions';
import { idRequest } from '../../schemas/common';
import { customerCreate, customerUpdate } from '../../schemas/customers';
import { CUSTOMER_ACCESS } from '../../schemas/customers-access';
import { defineCall } from '../define-call';
import { readableCalls } from '../record-calls';

const rule = (ids: readonly number[]) => ({ anyOf: ids });

/** Subscribers: listed and read like a record type; written by calls of their own. Never deleted. */
const readCustomers = readableCalls({
  what: 'Customer',
  keys: { one: 'customer', many: 'customers' },
  paths: { list: '/services/internet/customers', read: '/services/internet/customer' },
  access: { list: rule(CUSTOMER_ACCESS.listCustomers), read: rule(CUSTOMER_ACCESS.readCustomer) },
  row: customerAnswer,
  filters: ['name', 'username', 'phone', 'type', 'status', 'locationId'],
  sorts: ['name', 'username'],
});

export const customerCalls = {
  ...readCustomers,
  create: defineCall({
    path: '/services/internet/customer/create',
    access: rule(CUSTOMER_ACCESS.createCustomer),
    summary: 'Customer: create',
    reads: false,
    message: 'Created successfully',
    body: customerCreate,
    answer: one('customer', customerAnswer),
  }),
  update: defineCall({
    path: '/services/internet/customer/update',
    access: rule(CUSTOMER_ACCESS.modifyCustomer),
    summary: 'Customer: update (suspending one sends a Disconnect-Request for each of its open sessions)',
    reads: false,
    message: 'Updated successfully',
    body: customerUpdate,
    answer: one('customer', customerAnswer).extend({ disconnects: disconnectsAnswer.optional() }),
  }),
  overview: defineCall({
    path: '/services/internet/customer/overview',
    access: rule(CUSTOMER_ACCESS.readCustomer),
    summary:
      "Customer: at a glance: its plan in force and its end (for holders of the plans' permissions), online now, last session and data used (for holders of the sessions')",
    reads: true,
    message: 'OK',
    body: idRequest,
    answer: customerOverviewAnswer,
  }),
  history: defineCall({
    path: '/services/internet/customer/history',
    access: rule(CUSTOMER_ACCESS.customerHistory),
    summary: "Customer: history (its audit lines and its subscriptions')",
    reads: true,
    message: 'OK',
    body: idRequest,
    answer: z.object({ history: z.array(customerHistoryAnswer) }),
  }),
};
