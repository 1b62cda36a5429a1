import { baseApi } from '@console/api';

/** The console's api with HR's cache tags; every HR feature injects its endpoints here. */
export const hrApi = baseApi.enhanceEndpoints({ addTagTypes: ['Employee', 'Department', 'Reference', 'Dashboard'] });
