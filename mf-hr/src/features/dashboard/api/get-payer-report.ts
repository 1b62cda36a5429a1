import { type PayerReport } from '@console/api';
import { hrApi } from '../../../api/hr-api';

export const payerReportApi = hrApi.injectEndpoints({
  endpoints: (build) => ({
    getPayerReport: build.query<PayerReport, void>({
      query: () => ({ url: '/payer/report', method: 'GET' }),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetPayerReportQuery } = payerReportApi;
