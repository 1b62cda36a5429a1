import { MAX_LIST_LIMIT, post, type Nationality } from '@console/api';
import { hrApi } from '../../../api/hr-api';

export const listNationalitiesApi = hrApi.injectEndpoints({
  endpoints: (build) => ({
    // Every country's nationality (about 200), more than the legacy dropdown's 100.
    listNationalities: build.query<{ nationalities: Nationality[]; size: number }, void>({
      query: () => post('/employee/nationalities', { offset: 0, limit: MAX_LIST_LIMIT }),
      providesTags: [{ type: 'Reference', id: 'NATIONALITY' }],
    }),
  }),
});

export const { useListNationalitiesQuery } = listNationalitiesApi;
