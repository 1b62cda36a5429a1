import { baseApi, type PayerReport } from '@console/api';

export const payerReportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPayerReport: build.query<PayerReport, void>({
      query: () => ({ url: '/payer/report', method: 'GET' }),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetPayerReportQuery } = payerReportApi;
