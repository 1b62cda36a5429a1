import { employeeCalls } from '@console/api';
import { hrApi, hrRecords } from '../../../api/hr-api';

export const employeesApi = hrApi.injectEndpoints({
  // An employee changes the departments' counts and the dashboard's figures.
  endpoints: hrRecords('Employee', employeeCalls, { shownIn: ['Department', 'Dashboard'], countedIn: ['Department', 'Dashboard'] }),
});

export const { useListEmployeesQuery, useGetEmployeeQuery, useCreateEmployeeMutation, useUpdateEmployeeMutation } = employeesApi;
