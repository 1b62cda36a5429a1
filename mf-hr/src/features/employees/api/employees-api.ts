import type { CreateEmployeeRequest, Employee, EmployeeDetails, UpdateEmployeeRequest } from '@console/api';
import { hrApi, hrRecords } from '../../../api/hr-api';

export const employeesApi = hrApi.injectEndpoints({
  endpoints: hrRecords<Employee, CreateEmployeeRequest, UpdateEmployeeRequest, { details: EmployeeDetails }>()('Employee', {
    list: '/employees',
    one: '/employee',
    // An employee changes the departments' counts and the dashboard's figures; employees are never deleted.
    shownIn: ['Department', 'Dashboard'],
    countedIn: ['Department', 'Dashboard'],
    calls: ['list', 'get', 'create', 'update'],
  }),
});

export const { useListEmployeesQuery, useGetEmployeeQuery, useCreateEmployeeMutation, useUpdateEmployeeMutation } = employeesApi;
