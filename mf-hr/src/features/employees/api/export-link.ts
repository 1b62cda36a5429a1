import { employeeFileCalls } from '@console/api';
import { mutationOf } from '@console/ui';
import { hrApi } from '../../../api/hr-api';

export const exportLinkApi = hrApi.injectEndpoints({
  endpoints: (build) => ({ employeeExportLink: mutationOf(build, employeeFileCalls.export.link) }),
});

export const { useEmployeeExportLinkMutation } = exportLinkApi;
