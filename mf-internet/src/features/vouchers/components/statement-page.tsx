import { Button, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { PICKER_LIMITS, type StatementLine, type StatementRequest } from '@console/api';
import { DataTable, FieldFrame, ResultBanner, Screen, errorMessage, formatNaira, type Column } from '@console/ui';
import { useState } from 'react';
import { downloadFrom } from '../../../components/download-from';
import { dayText, midnight } from '../../../components/period';
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
  const today = new Date();
  const [salePointId, setSalePointId] = useState('');
  const [from, setFrom] = useState(dayText(new Date(today.getFullYear(), today.getMonth(), 1)));
  const [to, setTo] = useState(dayText(today));
  // The period runs to the end of the "to" day.
  const period = { from: midnight(from), to: midnight(to, 1) };
  const request: StatementRequest = { salePointId, ...period };
  const chosen = salePointId !== '' && from !== '' && to !== '';
  const backwards = chosen && period.to <= period.from;
  const { data, error, isFetching } = useStatementQuery(request, { skip: !chosen || backwards, refetchOnMountOrArgChange: true });
  const [exportLink] = useStatementExportLinkMutation();
  const [exportError, setExportError] = useState<string>();
  const exportCsv = async () => {
    setExportError(undefined);
    try {
      downloadFrom((await exportLink(request).unwrap()).url);
    } catch (failure) {
      setExportError(errorMessage(failure));
    }
  };
  return (
    <Screen title="Sale Point Statement" loading={isFetching} error={error ? errorMessage(error) : exportError}>
      <Stack gap="6">
        <HStack gap="4" align="end" flexWrap="wrap">
          <FieldFrame label="Sale Point">
            <NativeSelect.Root width="60">
              <NativeSelect.Field value={salePointId} onChange={(event) => setSalePointId(event.target.value)}>
                <option value="">Select…</option>
                {(salePoints?.salePoints ?? []).map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FieldFrame>
          <FieldFrame label="From">
            <Input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
          </FieldFrame>
          <FieldFrame label="To">
            <Input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
          </FieldFrame>
          <Button variant="outline" disabled={!chosen || backwards} onClick={exportCsv}>
            Export CSV
          </Button>
        </HStack>
        {!chosen && <Text color="fg.muted">Choose a sale point and a period.</Text>}
        {backwards && <ResultBanner status="error">The period ends before it starts.</ResultBanner>}
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
