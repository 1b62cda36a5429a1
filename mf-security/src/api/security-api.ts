import { baseApi } from '@console/api';
import { recordEndpoints } from '@console/ui';

const SECURITY_TAGS = ['User', 'Role', 'Permission', 'Audit', 'Account', 'SignIn'] as const;
export type SecurityTag = (typeof SECURITY_TAGS)[number];

/** The console's api with security's cache tags; every security feature injects its endpoints here. */
export const securityApi = baseApi.enhanceEndpoints({ addTagTypes: SECURITY_TAGS });

/** The plain calls of a security record type (`recordEndpoints`). */
export const securityRecords = recordEndpoints<SecurityTag>();
