import type { Nas, NasCreate, NasUpdate } from '@console/api';
import { internetApi } from '../../../api/internet-api';
import { recordEndpoints } from '../../../api/record-endpoints';

export const nasApi = internetApi.injectEndpoints({
  endpoints: recordEndpoints<Nas, NasCreate, NasUpdate>()({
    tag: 'Nas',
    keys: ['nas', 'nasList'],
    paths: { list: '/services/internet/naslist', one: '/services/internet/nas' },
  }),
});

export const { useListNasListQuery, useGetNasQuery, useCreateNasMutation, useUpdateNasMutation, useDeleteNasMutation } = nasApi;
