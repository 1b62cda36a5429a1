import { CUSTOMER_TYPES, customerCalls, invoiceCalls, type InvoiceListRequest } from '@console/api';
import { mutationOf, queryOf } from '@console/ui';
import { internetApi } from '../../../api/internet-api';

// The first 100 corporate subscribers by name: the ones who buy on account, and are invoiced.
export const CORPORATES = {
  offset: 0,
  limit: 100,
  criteria: { type: CUSTOMER_TYPES.CORPORATE },
  sort: { column: 'name', direction: 'asc' as const },
};

// Invoices share the money's cache tag: a payment or a credit note changes the list and the page.
const INVOICES = { type: 'Payment' as const, id: 'invoices' };

/** Corporate invoices (docs/money.md "Invoices"): issued, listed, read, paid, voided by a credit note, as a PDF. */
export const invoicesApi = internetApi.injectEndpoints({
  endpoints: (build) => ({
    corporateCustomers: queryOf(build, customerCalls.list, { providesTags: [{ type: 'Customer', id: 'LIST' }] }),
    listInvoices: queryOf(build, invoiceCalls.list, { arg: (request: InvoiceListRequest) => request, providesTags: [INVOICES] }),
    getInvoice: queryOf(build, invoiceCalls.read, { arg: (id: string) => ({ id }), providesTags: [INVOICES] }),
    uninvoiced: queryOf(build, invoiceCalls.uninvoiced, { arg: (customerId: string) => ({ customerId }), providesTags: [INVOICES] }),
    createInvoice: mutationOf(build, invoiceCalls.create, {
      invalidatesTags: (_result, _error, body) => [INVOICES, { type: 'Payment', id: body.customerId }],
    }),
    payInvoices: mutationOf(build, invoiceCalls.pay, {
      invalidatesTags: (_result, _error, body) => [INVOICES, { type: 'Payment', id: body.customerId }],
    }),
    issueCreditNote: mutationOf(build, invoiceCalls.creditNote, { invalidatesTags: [INVOICES, 'Payment'] }),
    invoicePdfLink: mutationOf(build, invoiceCalls.pdf.link),
  }),
});

export const {
  useCorporateCustomersQuery,
  useListInvoicesQuery,
  useGetInvoiceQuery,
  useUninvoicedQuery,
  useCreateInvoiceMutation,
  usePayInvoicesMutation,
  useIssueCreditNoteMutation,
  useInvoicePdfLinkMutation,
} = invoicesApi;
