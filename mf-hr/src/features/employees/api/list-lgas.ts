import { MAX_LIST_LIMIT, post, type Lga } from '@console/api';
import { hrApi } from '../../../api/hr-api';

export const listLgasApi = hrApi.injectEndpoints({
  endpoints: (build) => ({
    // All 774 at once (more than the legacy dropdown's 100); the form narrows them by state.
    listLgas: build.query<{ lgas: Lga[]; size: number }, void>({
      query: () => post('/employee/lgas', { offset: 0, limit: MAX_LIST_LIMIT }),
      providesTags: [{ type: 'Reference', id: 'LGA' }],
    }),
  }),
});

export const { useListLgasQuery } = listLgasApi;
