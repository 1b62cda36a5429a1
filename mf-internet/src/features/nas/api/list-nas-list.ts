import { baseApi, post, type ListRequest, type Nas } from '@console/api';
import { listTags } from '@console/ui';

export const listNasListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listNasList: build.query<{ nasList: Nas[]; size: number }, ListRequest>({
      query: (body) => post('/services/internet/naslist', body),
      providesTags: (result) => listTags('Nas', result?.nasList),
    }),
  }),
});

export const { useListNasListQuery } = listNasListApi;
