import { EMPLOYEE_STATUSES } from '@console/api';
import type { Option } from '@console/ui';

/** Every status 0-8 for the forms; 8 reads Not Verified there (and Unknown where it is shown). */
export const STATUS_OPTIONS: Option<number>[] = EMPLOYEE_STATUSES.map(({ value, label }) => ({ value, label }));
