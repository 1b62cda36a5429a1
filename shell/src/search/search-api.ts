import { baseApi, post, type SearchAnswer, type SearchRequest } from '@console/api';

export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Results go stale with any write anywhere; a search is cheap, so it is never served from cache.
    search: build.query<SearchAnswer, SearchRequest>({ query: (body) => post('/search', body), keepUnusedDataFor: 0 }),
  }),
});

export const { useSearchQuery } = searchApi;
