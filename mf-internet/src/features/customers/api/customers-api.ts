import { customerCalls, subscriptionCalls, type BodyOf, type Subscription } from '@console/api';
import { mutationOf, queryOf } from '@console/ui';
import { internetApi, internetRecords } from '../../../api/internet-api';

// A plan change moves the subscriber's plans and its history; the Subscription tag is per subscriber.
const plansOf = (customerId: string) => [
  { type: 'Subscription' as const, id: customerId },
  { type: 'Customer' as const, id: customerId },
];
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
      invalidatesTags: (_result, _error, body) => plansOf(body.customerId),
    }),
    renewSubscription: mutationOf(build, subscriptionCalls.renew, {
      arg: ({ id, updated }: Subscription) => ({ id, updated }),
      invalidatesTags: (_result, _error, s) => plansOf(s.customerId),
    }),
    changeSubscription: mutationOf(build, subscriptionCalls.change, {
      arg: ({ id, planId, updated }: OfCustomer<BodyOf<typeof subscriptionCalls.change>>) => ({ id, planId, updated }),
      invalidatesTags: (_result, _error, body) => plansOf(body.customerId),
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
