import { baseApi, queryOf, searchCalls } from '@console/api';

export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Results go stale with any write anywhere; a search is cheap, so it is never served from cache.
    search: queryOf(build, searchCalls.search, { keepUnusedDataFor: 0 }),
  }),
});

export const { useSearchQuery } = searchApi;
