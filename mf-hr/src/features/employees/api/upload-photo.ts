import { uploadWithProgress } from '@console/api';
import { hrApi } from '../../../api/hr-api';
import { rowTags } from '@console/ui';

export const uploadPhotoApi = hrApi.injectEndpoints({
  endpoints: (build) => ({
    uploadEmployeePhoto: build.mutation<{ photo: string }, { employeeId: string; photo: File; onProgress?: (fraction: number) => void }>({
      queryFn: async ({ employeeId, photo, onProgress }, api) => {
        // Multipart, as spec 7 has it; the browser sets the boundary when the body is FormData.
        const body = new FormData();
        body.append('employeeId', employeeId);
        body.append('photo', photo, photo.name);
        return (await uploadWithProgress('/employee/photo/upload', body, api, onProgress)) as { data: { photo: string } };
      },
      invalidatesTags: (_result, _error, { employeeId }) => rowTags('Employee', employeeId),
    }),
  }),
});

export const { useUploadEmployeePhotoMutation } = uploadPhotoApi;
