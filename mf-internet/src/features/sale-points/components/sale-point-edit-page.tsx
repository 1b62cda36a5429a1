import { salePointUpdate, validatorFrom, type SalePointUpdate } from '@console/api';
import { editPageOf } from '@console/ui';
import { useGetSalePointQuery, useUpdateSalePointMutation } from '../api/sale-points-api';
import { SalePointFields } from './sale-point-fields';

export const SalePointEditPage = editPageOf({
  noun: 'Sale Point',
  validate: validatorFrom(salePointUpdate),
  useRead: useGetSalePointQuery,
  useUpdate: useUpdateSalePointMutation,
  // The spec's update body: no type, which is fixed once the sale point exists.
  toRequest: ({ name, locationId, phone, address, city, smsSender, updated }: SalePointUpdate, id) => ({
    id,
    name,
    locationId,
    phone,
    address,
    city,
    smsSender,
    updated,
  }),
  fields: <SalePointFields withType={false} />,
});
