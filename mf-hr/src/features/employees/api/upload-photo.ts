import { employeeFileCalls, uploadWithProgress, type AnswerOf } from '@console/api';
import { rowTags } from '@console/ui';
import { hrApi } from '../../../api/hr-api';

const upload = employeeFileCalls.uploadPhoto;

export interface PhotoUpload {
  employeeId: string;
  photo: File;
  onProgress?: (fraction: number) => void;
}

export const uploadPhotoApi = hrApi.injectEndpoints({
  endpoints: (build) => ({
    uploadEmployeePhoto: build.mutation({
      queryFn: async ({ employeeId, photo, onProgress }: PhotoUpload, api) => {
        // Multipart, as the call's input says; the browser sets the boundary when the body is FormData.
        const body = new FormData();
        body.append('employeeId', employeeId);
        body.append('photo', photo, photo.name);
        return (await uploadWithProgress(upload.path, body, api, onProgress)) as { data: AnswerOf<typeof upload> };
      },
      invalidatesTags: (_result, _error, { employeeId }) => rowTags('Employee', employeeId),
    }),
  }),
});

export const { useUploadEmployeePhotoMutation } = uploadPhotoApi;
