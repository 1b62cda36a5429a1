import { customerCalls, subscriptionCalls, type BodyOf } from '@console/api';
import { mutationOf, queryOf } from '@console/ui';
import { internetApi, internetRecords } from '../../../api/internet-api';
import { moneyOf } from '../../payments';

// A plan change moves the subscriber's plans and its history; the Subscription tag is per subscriber.
const plansOf = (customerId: string) => [
  { type: 'Subscription' as const, id: customerId },
  { type: 'Customer' as const, id: customerId },
];
// A sale, a renewal and a change record a payment too: the subscriber's payments and balance move.
const paidPlansOf = (customerId: string) => [...plansOf(customerId), ...moneyOf(customerId)];
/** A write on one of a subscriber's plans names the subscriber too, for the tags it refreshes. */
type OfCustomer<Body> = Body & { customerId: string };

/** Subscribers and their prepaid plans. */
export const customersApi = internetApi.injectEndpoints({
  endpoints: (build) => ({
    ...internetRecords('Customer', customerCalls)(build),
    // Refreshed by a change to the subscriber or its plans; its sessions part by being opened again.
    customerOverview: queryOf(build, customerCalls.overview, {
      arg: (id: string) => ({ id }),
      providesTags: (_result, _error, id) => [
        { type: 'Customer', id },
        { type: 'Subscription', id },
      ],
    }),
    customerHistory: queryOf(build, customerCalls.history, {
      arg: (id: string) => ({ id }),
      providesTags: (_result, _error, id) => [{ type: 'Customer', id }],
    }),
    listSubscriptions: queryOf(build, subscriptionCalls.list, {
      arg: (customerId: string) => ({ customerId }),
      providesTags: (_result, _error, customerId) => [{ type: 'Subscription', id: customerId }],
    }),
    createSubscription: mutationOf(build, subscriptionCalls.create, {
      invalidatesTags: (_result, _error, body) => paidPlansOf(body.customerId),
    }),
    renewSubscription: mutationOf(build, subscriptionCalls.renew, {
      arg: ({ customerId: _customer, ...body }: OfCustomer<BodyOf<typeof subscriptionCalls.renew>>) => body,
      invalidatesTags: (_result, _error, body) => paidPlansOf(body.customerId),
    }),
    changeSubscription: mutationOf(build, subscriptionCalls.change, {
      arg: ({ customerId: _customer, ...body }: OfCustomer<BodyOf<typeof subscriptionCalls.change>>) => body,
      invalidatesTags: (_result, _error, body) => paidPlansOf(body.customerId),
    }),
    cancelSubscription: mutationOf(build, subscriptionCalls.cancel, {
      arg: ({ id, reason, updated }: OfCustomer<BodyOf<typeof subscriptionCalls.cancel>>) => ({ id, reason, updated }),
      invalidatesTags: (_result, _error, body) => plansOf(body.customerId),
    }),
    deleteSubscription: mutationOf(build, subscriptionCalls.delete, {
      arg: ({ id, reason }: OfCustomer<BodyOf<typeof subscriptionCalls.delete>>) => ({ id, reason }),
      invalidatesTags: (_result, _error, body) => plansOf(body.customerId),
    }),
  }),
});

export const {
  useListCustomersQuery,
  useGetCustomerQuery,
  useCreateCustomerMutation,
  useUpdateCustomerMutation,
  useCustomerOverviewQuery,
  useCustomerHistoryQuery,
  useListSubscriptionsQuery,
  useCreateSubscriptionMutation,
  useRenewSubscriptionMutation,
  useChangeSubscriptionMutation,
  useCancelSubscriptionMutation,
  useDeleteSubscriptionMutation,
} = customersApi;
