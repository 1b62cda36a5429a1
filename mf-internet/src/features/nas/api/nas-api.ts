import { nasCalls } from '@console/api';
import { internetApi, internetRecords } from '../../../api/internet-api';

export const nasApi = internetApi.injectEndpoints({ endpoints: internetRecords('Nas', nasCalls) });

export const { useListNasListQuery, useGetNasQuery, useCreateNasMutation, useUpdateNasMutation, useDeleteNasMutation } = nasApi;
