import {
  INTERNET_ACCESS,
  SALE_POINT_MONEY_ACCESS,
  salePointUpdate,
  usePermission,
  validatorFrom,
  type SalePoint,
  type SalePointUpdate,
} from '@console/api';
import { Screen, editPageOf } from '@console/ui';
import { useParams } from 'react-router-dom';
import { useGetSalePointQuery, useUpdateSalePointMutation } from '../api/sale-points-api';
import { SalePointFields } from './sale-point-fields';
import { SalePointMoney } from './sale-point-money';

const SalePointForm = editPageOf({
  noun: 'Sale Point',
  validate: validatorFrom(salePointUpdate),
  useRead: useGetSalePointQuery,
  useUpdate: useUpdateSalePointMutation,
  // The form shows the limit as text; no limit is an empty field.
  toValues: (salePoint: SalePoint) => ({ ...salePoint, creditLimit: salePoint.creditLimit === null ? '' : String(salePoint.creditLimit) }),
  // The spec's update body: no type, which is fixed once the sale point exists. An emptied credit
  // limit is sent as '' (no limit): a field left empty is not sent at all by the form.
  toRequest: ({ name, locationId, phone, address, city, smsSender, creditLimit, updated }: SalePointUpdate, id) => ({
    id,
    name,
    locationId,
    phone,
    address,
    city,
    smsSender,
    creditLimit: creditLimit ?? '',
    updated,
  }),
  fields: <SalePointFields withType={false} />,
});

/**
 * A sale point's page: its form for those who may modify it (else its name alone: the page opens
 * read-only to whoever reads its statement), then its balance and statement for those who may read it.
 */
export function SalePointEditPage() {
  const { id = '' } = useParams();
  const { data, isLoading, error } = useGetSalePointQuery(id);
  const canModify = usePermission(...INTERNET_ACCESS.modifySalePoint);
  const canView = usePermission(...SALE_POINT_MONEY_ACCESS.statement);
  return (
    <>
      {canModify ? <SalePointForm /> : <Screen title={data?.salePoint.name ?? 'Sale Point'} loading={isLoading} error={error} backTo=".." />}
      {data && canView && <SalePointMoney salePointId={id} name={data.salePoint.name} />}
    </>
  );
}
