import { customerCalls, subscriptionCalls, type Customer, type CustomerOverview, type Subscription } from '@console/api';
import { server } from '@console/testing';
import { addRow, fail, ok, oneOr404 } from '@console/testing/mock-api';
import { T0, pageOf, recordedCalls, rowId, stamped } from './recorded-calls';
import type { Store } from './internet-mock-handlers';
import { mockPaymentsApi } from './payments-mock-handlers';

const DAY = 86_400;

/**
 * Subscriber calls over the internet store's locations and plans, as the real server answers them
 * (docs/internet.md); used beside `mockInternetApi()`.
 */
export function mockCustomersApi(internet: Store) {
  const [ikeja] = internet.locations;
  const gold = internet.plans[0];
  const ada: Customer = stamped({
    id: 'cus-0000-7000-8000-000000000001',
    type: 1,
    name: 'Ada Obi',
    firstName: 'Ada',
    lastName: 'Obi',
    companyName: '',
    contactPerson: '',
    phone: '08031234567',
    email: 'ada@example.com',
    address: '',
    location: { id: ikeja.id, name: ikeja.name },
    locationId: ikeja.id,
    status: 1,
    username: 'ada.obi',
    notes: '',
    autoRenew: false,
  });
  // What FreeRADIUS's accounting holds for Ada: never online unless a test says otherwise.
  const network: NonNullable<CustomerOverview['network']> = {
    online: null,
    last: null,
    period: null,
    total: { bytesIn: 0, bytesOut: 0 },
    quota: null,
  };
  const store = { customers: [ada], subscriptions: [] as Subscription[], network };
  const { on, callsTo } = recordedCalls();
  const handlers = [
    on(customerCalls.list, (body) => ok({ customers: pageOf(store.customers, body), size: store.customers.length })),
    on(customerCalls.read, (body) => oneOr404(store.customers, body.id, 'customer', 'Customer')),
    on(customerCalls.create, (body) => {
      const name = Number(body.type) === 1 ? `${body.firstName} ${body.lastName}` : body.companyName;
      const customer = { ...ada, ...body, password: undefined, id: rowId('cus', store.customers.length + 1), name, type: Number(body.type) };
      return addRow(store.customers, 'customer', customer);
    }),
    on(customerCalls.update, (body) => {
      const customer = store.customers.find((c) => c.id === body.id)!;
      if (body.updated !== customer.updated) return fail(409, 'This record was changed by someone else. Reload it and try again.');
      Object.assign(customer, { ...body, password: undefined, updated: customer.updated + 1 });
      return ok({ customer });
    }),
    on(customerCalls.overview, (body) => {
      // As the server: the plan in force, else the next, else the last one.
      const plans = store.subscriptions.filter((s) => s.customerId === body.id);
      const subscription = plans.find((s) => s.state === 'active') ?? plans.find((s) => s.state === 'scheduled') ?? plans[0] ?? null;
      return ok({ subscription, network: store.network });
    }),
    on(customerCalls.history, () =>
      ok({ history: [{ id: 'a1', at: T0, actor: 'admin@example.com', action: 'create', entity: 'Customer', detail: null, changes: '{}' }] }),
    ),
    on(subscriptionCalls.list, (body) => ok({ subscriptions: store.subscriptions.filter((s) => s.customerId === body.customerId) })),
    on(subscriptionCalls.create, (body) => {
      const start = body.start ?? T0;
      const subscription: Subscription = stamped({
        id: rowId('sub', store.subscriptions.length + 1),
        customerId: body.customerId,
        plan: { id: gold.id, name: gold.name },
        start,
        end: start + gold.validity * DAY,
        amount: gold.amount,
        state: 'active',
        reason: '',
      });
      store.subscriptions.unshift(subscription);
      // As the server: the payment the sale recorded, a receipt unless on account.
      const receipt = body.method === 'account' ? null : `RCT-2023-${String(store.subscriptions.length).padStart(6, '0')}`;
      return ok({
        subscription,
        payment: { entryId: rowId('ent', store.subscriptions.length), method: body.method, amount: gold.amount, discount: 0, receipt },
      });
    }),
    on(subscriptionCalls.cancel, (body) => {
      const subscription = store.subscriptions.find((s) => s.id === body.id)!;
      Object.assign(subscription, { state: 'cancelled', reason: body.reason, updated: subscription.updated + 1 });
      return ok({ subscription });
    }),
  ];
  server.use(...handlers);
  // A subscriber's page asks its money too (the overview's balance, the Payments tab).
  const money = mockPaymentsApi();
  return { store, callsTo, money };
}
