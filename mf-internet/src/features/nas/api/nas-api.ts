import type { Nas, NasCreate, NasUpdate } from '@console/api';
import { internetApi } from '../../../api/internet-api';
import { recordEndpoints } from '../../../api/record-endpoints';

export const nasApi = internetApi.injectEndpoints({
  endpoints: (build) => {
    const calls = recordEndpoints<Nas, NasCreate, NasUpdate>()(build, {
      tag: 'Nas',
      key: 'nas',
      listKey: 'nasList',
      paths: {
        list: '/services/internet/naslist',
        get: '/services/internet/nas',
        create: '/services/internet/nas/create',
        update: '/services/internet/nas/update',
        delete: '/services/internet/nas/delete',
      },
    });
    return {
      listNasList: calls.list,
      getNas: calls.get,
      createNas: calls.create,
      updateNas: calls.update,
      deleteNas: calls.remove,
    };
  },
});

export const { useListNasListQuery, useGetNasQuery, useCreateNasMutation, useUpdateNasMutation, useDeleteNasMutation } = nasApi;
