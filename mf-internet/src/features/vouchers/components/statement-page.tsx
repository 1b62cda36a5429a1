import { PICKER_LIMITS, type StatementLine, type StatementRequest } from '@console/api';
import { DataTable, Screen, formatNaira, type Column, HStack, Stack, Text } from '@console/ui';
import { useState } from 'react';
import { PeriodForm, usePeriod, usePeriodReport } from '../../../components/period-form';
import { useListSalePointsQuery } from '../../sale-points';
import { useStatementExportLinkMutation, useStatementQuery } from '../api/vouchers-api';

const SALE_POINTS = { offset: 0, limit: PICKER_LIMITS.salePoints };

const COLUMNS: Column<StatementLine>[] = [
  { header: 'Plan', cell: (line) => line.plan.name },
  { header: 'Issued', field: 'issued' },
  { header: 'Activated', field: 'activated' },
  { header: 'Revoked', field: 'revoked' },
  { header: 'Contract Value', cell: (line) => (line.contractValue < 0 ? 'None' : formatNaira(line.contractValue)) },
  { header: 'Owed', cell: (line) => formatNaira(line.owed) },
];

/** A sale point's vouchers issued, first used and revoked over a period, and what it owes. */
export function StatementPage() {
  const { data: salePoints } = useListSalePointsQuery(SALE_POINTS);
  const [salePointId, setSalePointId] = useState('');
  const days = usePeriod();
  const request: StatementRequest = { salePointId, ...days.period };
  const chosen = salePointId !== '' && days.chosen;
  const backwards = salePointId !== '' && days.backwards;
  const { data, isFetching, error, download } = usePeriodReport(useStatementQuery, useStatementExportLinkMutation, request, {
    ready: chosen,
    backwards,
  });
  return (
    <Screen title="Sale Point Statement" loading={isFetching} error={error}>
      <Stack gap="6">
        <PeriodForm
          days={days}
          choice={{
            label: 'Sale Point',
            value: salePointId,
            onChange: setSalePointId,
            options: (salePoints?.salePoints ?? []).map((s) => ({ value: s.id, label: s.name })),
            placeholder: 'Select…',
            width: '60',
          }}
          ready={chosen}
          backwards={backwards}
          onExport={download}
        />
        {!chosen && <Text color="fg.muted">Choose a sale point and a period.</Text>}
        {data && !backwards && (
          <>
            <HStack gap="8" flexWrap="wrap" aria-label="Totals">
              <Text>Issued: {data.issued}</Text>
              <Text>Activated: {data.activated}</Text>
              <Text>Revoked: {data.revoked}</Text>
              <Text fontWeight="bold">Owed: {formatNaira(data.owed)}</Text>
            </HStack>
            <DataTable
              caption="Statement"
              columns={COLUMNS}
              rows={data.lines}
              rowKey={(line) => `${line.plan.id}:${line.contractValue}`}
              emptyText="No voucher in this period."
            />
          </>
        )}
      </Stack>
    </Screen>
  );
}
