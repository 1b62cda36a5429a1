import { employeeCalls, employeeRequests, type AnswerOf } from '@console/api';
import { queryOf } from '@console/ui';
import { useMemo } from 'react';
import { hrApi } from '../../../api/hr-api';

export type EmployeeRules = AnswerOf<typeof employeeCalls.rules>['rules'];

/**
 * The installation's limits for the employee forms (grade levels, how far ahead a date may be), as
 * the server holds them: they change only with a restart, so they are read once and kept.
 */
export const employeeRulesApi = hrApi.injectEndpoints({
  endpoints: (build) => ({ getEmployeeRules: queryOf(build, employeeCalls.rules, { providesTags: [{ type: 'Reference', id: 'RULES' }] }) }),
});

export const { useGetEmployeeRulesQuery } = employeeRulesApi;

/**
 * The employee requests under the server's rules, with the rules themselves: a form checks what the
 * server will take, no more and no less. Undefined until the server has answered (`isLoading`, `error`).
 */
export function useEmployeeRequests() {
  const { data, isLoading, error } = useGetEmployeeRulesQuery();
  const rules = data?.rules;
  const requests = useMemo(() => rules && { rules, ...employeeRequests(rules) }, [rules]);
  return { requests, isLoading, error };
}

/** The requests and rules a form checks by, once the server has answered. */
export type EmployeeRequests = NonNullable<ReturnType<typeof useEmployeeRequests>['requests']>;

/** The grade levels the rules allow, for a list to offer: 'GL 01' to 'GL 17' by default. */
export const gradeChoices = ({ gradeLevel: { min, max } }: EmployeeRules) =>
  Array.from({ length: max - min + 1 }, (_, index) => ({ value: min + index, label: `GL ${String(min + index).padStart(2, '0')}` }));
