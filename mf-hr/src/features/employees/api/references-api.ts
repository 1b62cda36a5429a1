import { MAX_LIST_LIMIT, referenceCalls } from '@console/api';
import { queryOf } from '@console/ui';
import { hrApi } from '../../../api/hr-api';

/** A reference list read whole, more than the legacy dropdown's 100, cached under its own Reference tag. */
const whole = (_: void) => ({ offset: 0, limit: MAX_LIST_LIMIT });

export const referencesApi = hrApi.injectEndpoints({
  endpoints: (build) => ({
    // All 774 at once; the form narrows them by state.
    listLgas: queryOf(build, referenceCalls.lgas, { arg: whole, providesTags: [{ type: 'Reference', id: 'LGA' }] }),
    // Every country's nationality (about 200).
    listNationalities: queryOf(build, referenceCalls.nationalities, { arg: whole, providesTags: [{ type: 'Reference', id: 'NATIONALITY' }] }),
  }),
});

export const { useListLgasQuery, useListNationalitiesQuery } = referencesApi;
