import { salePointCreate, validatorFrom } from '@console/api';
import { createPageOf } from '@console/ui';
import { useCreateSalePointMutation } from '../api/sale-points-api';
import { SalePointFields } from './sale-point-fields';

export const SalePointCreatePage = createPageOf({
  noun: 'Sale Point',
  validate: validatorFrom(salePointCreate),
  useCreate: useCreateSalePointMutation,
  fields: <SalePointFields withType />,
});
