import { baseApi } from '@console/api';

/** The console's api with security's cache tags; every security feature injects its endpoints here. */
export const securityApi = baseApi.enhanceEndpoints({ addTagTypes: ['User', 'Role', 'Permission', 'Audit', 'Account'] });
