import { MAX_LIST_LIMIT, post, type Lga, type Nationality } from '@console/api';
import type { AreaBuilder } from '@console/ui';
import { hrApi, type HrTag } from '../../../api/hr-api';

/** A reference list read whole, more than the legacy dropdown's 100, cached under its own Reference tag. */
const referenceList = <Answer>(build: AreaBuilder<HrTag>, path: string, id: string) =>
  build.query<Answer, void>({
    query: () => post(path, { offset: 0, limit: MAX_LIST_LIMIT }),
    providesTags: [{ type: 'Reference', id }],
  });

export const referencesApi = hrApi.injectEndpoints({
  endpoints: (build) => ({
    // All 774 at once; the form narrows them by state.
    listLgas: referenceList<{ lgas: Lga[]; size: number }>(build, '/employee/lgas', 'LGA'),
    // Every country's nationality (about 200).
    listNationalities: referenceList<{ nationalities: Nationality[]; size: number }>(build, '/employee/nationalities', 'NATIONALITY'),
  }),
});

export const { useListLgasQuery, useListNationalitiesQuery } = referencesApi;
