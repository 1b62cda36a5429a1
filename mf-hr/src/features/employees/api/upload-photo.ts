import { baseApi } from '@console/api';
import { rowTags } from '@console/ui';

export const uploadPhotoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadEmployeePhoto: build.mutation<{ photo: string }, { employeeId: string; photo: File }>({
      query: ({ employeeId, photo }) => {
        // Multipart, as spec 7 has it; the browser sets the boundary when the body is FormData.
        const body = new FormData();
        body.append('employeeId', employeeId);
        body.append('photo', photo, photo.name);
        return { url: '/employee/photo/upload', method: 'POST', body };
      },
      invalidatesTags: (_result, _error, { employeeId }) => rowTags('Employee', employeeId),
    }),
  }),
});

export const { useUploadEmployeePhotoMutation } = uploadPhotoApi;
