import { usageCalls } from '@console/api';
import { mutationOf, queryOf } from '@console/ui';
import { internetApi } from '../../../api/internet-api';

/** Usage per day from the accounting: read afresh each time a chart opens (sessions change under it). */
export const usageApi = internetApi.injectEndpoints({
  endpoints: (build) => ({
    customerUsage: queryOf(build, usageCalls.ofCustomer),
    customerUsageExportLink: mutationOf(build, usageCalls.customerExport.link),
    nasUsage: queryOf(build, usageCalls.ofNas),
    nasUsageExportLink: mutationOf(build, usageCalls.nasExport.link),
  }),
});

export const { useCustomerUsageQuery, useCustomerUsageExportLinkMutation, useNasUsageQuery, useNasUsageExportLinkMutation } = usageApi;
