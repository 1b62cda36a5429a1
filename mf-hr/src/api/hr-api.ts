import { baseApi } from '@console/api';
import { recordEndpoints } from '@console/ui';

const HR_TAGS = ['Employee', 'Department', 'Reference', 'Dashboard'] as const;
export type HrTag = (typeof HR_TAGS)[number];

/** The console's api with HR's cache tags; every HR feature injects its endpoints here. */
export const hrApi = baseApi.enhanceEndpoints({ addTagTypes: HR_TAGS });

/** The plain calls of an HR record type (`recordEndpoints`); HR refreshes only after a write succeeded. */
export const hrRecords = recordEndpoints<HrTag>({ afterSuccess: true });
