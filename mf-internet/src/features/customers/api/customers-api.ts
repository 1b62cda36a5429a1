import {
  customerCalls,
  post,
  type CustomerHistoryLine,
  type Subscription,
  type SubscriptionCancel,
  type SubscriptionChange,
  type SubscriptionCreate,
  type SubscriptionDelete,
} from '@console/api';
import { internetApi, internetRecords } from '../../../api/internet-api';

const URL = '/services/internet/customer';
type SubscriptionAnswer = { subscription: Subscription };
// A plan change moves the subscriber's plans and its history; the Subscription tag is per subscriber.
const plansOf = (customerId: string) => [
  { type: 'Subscription' as const, id: customerId },
  { type: 'Customer' as const, id: customerId },
];

/** Subscribers and their prepaid plans. */
export const customersApi = internetApi.injectEndpoints({
  endpoints: (build) => ({
    ...internetRecords('Customer', customerCalls)(build),
    customerHistory: build.query<{ history: CustomerHistoryLine[] }, string>({
      query: (id) => post(`${URL}/history`, { id }),
      providesTags: (_result, _error, id) => [{ type: 'Customer', id }],
    }),
    listSubscriptions: build.query<{ subscriptions: Subscription[] }, string>({
      query: (customerId) => post(`${URL}/plans`, { customerId }),
      providesTags: (_result, _error, customerId) => [{ type: 'Subscription', id: customerId }],
    }),
    createSubscription: build.mutation<SubscriptionAnswer, SubscriptionCreate>({
      query: (body) => post(`${URL}/plan/create`, body),
      invalidatesTags: (_result, _error, body) => plansOf(body.customerId),
    }),
    renewSubscription: build.mutation<SubscriptionAnswer, Subscription>({
      query: ({ id, updated }) => post(`${URL}/plan/renew`, { id, updated }),
      invalidatesTags: (_result, _error, s) => plansOf(s.customerId),
    }),
    changeSubscription: build.mutation<SubscriptionAnswer, SubscriptionChange & { customerId: string }>({
      query: ({ id, planId, updated }) => post(`${URL}/plan/change`, { id, planId, updated }),
      invalidatesTags: (_result, _error, body) => plansOf(body.customerId),
    }),
    cancelSubscription: build.mutation<SubscriptionAnswer, SubscriptionCancel & { customerId: string }>({
      query: ({ id, reason, updated }) => post(`${URL}/plan/cancel`, { id, reason, updated }),
      invalidatesTags: (_result, _error, body) => plansOf(body.customerId),
    }),
    deleteSubscription: build.mutation<null, SubscriptionDelete & { customerId: string }>({
      query: ({ id, reason }) => post(`${URL}/plan/delete`, { id, reason }),
      invalidatesTags: (_result, _error, body) => plansOf(body.customerId),
    }),
  }),
});

export const {
  useListCustomersQuery,
  useGetCustomerQuery,
  useCreateCustomerMutation,
  useUpdateCustomerMutation,
  useCustomerHistoryQuery,
  useListSubscriptionsQuery,
  useCreateSubscriptionMutation,
  useRenewSubscriptionMutation,
  useChangeSubscriptionMutation,
  useCancelSubscriptionMutation,
  useDeleteSubscriptionMutation,
} = customersApi;
