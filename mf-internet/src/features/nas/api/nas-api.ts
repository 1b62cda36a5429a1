import type { Nas, NasCreate, NasUpdate } from '@console/api';
import { internetApi, internetRecords } from '../../../api/internet-api';

export const nasApi = internetApi.injectEndpoints({
  endpoints: internetRecords<Nas, NasCreate, NasUpdate>()('Nas', {
    list: '/services/internet/naslist',
    one: '/services/internet/nas',
    plural: 'nasList',
  }),
});

export const { useListNasListQuery, useGetNasQuery, useCreateNasMutation, useUpdateNasMutation, useDeleteNasMutation } = nasApi;
