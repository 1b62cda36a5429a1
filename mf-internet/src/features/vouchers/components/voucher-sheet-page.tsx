import { Box, Button, HStack, Text } from '@chakra-ui/react';
import type { Voucher, VoucherBatch } from '@console/api';
import { CancelLink, ResultBanner, Screen, errorMessage, formatNaira } from '@console/ui';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useBatchSheetMutation } from '../api/vouchers-api';
import { VOUCHER_SHEET_CSS } from './voucher-sheet-css';

/** '123456789012' → '1234 5678 9012': easier to read off a card and type. */
const grouped = (pin: string) => pin.replace(/(\d{4})(?=\d)/g, '$1 ');

function VoucherCard({ batch, voucher }: { batch: VoucherBatch; voucher: Voucher }) {
  return (
    <div className="voucher-card">
      <div className="voucher-card__plan">{batch.plan.name}</div>
      <div className="voucher-card__price">{formatNaira(batch.amount)}</div>
      <div className="voucher-card__terms">
        Valid {batch.validity} {batch.validity === 1 ? 'day' : 'days'} from first use · {batch.uptime} min online
      </div>
      <div className="voucher-card__pin" aria-label={`PIN ${voucher.pin}`}>
        {grouped(voucher.pin)}
      </div>
      <div className="voucher-card__foot">
        <span>{batch.salePoint.name}</span>
        <span>
          Batch {batch.number} · No. {voucher.serial}
        </span>
      </div>
    </div>
  );
}

/**
 * The printable sheet of a batch: A4 pages of cards to cut (print CSS in voucher-sheet-css.ts). The
 * PINs are fetched once when the page opens; that fetch is the print the audit trail records.
 */
export function VoucherSheetPage() {
  const { id = '' } = useParams();
  const [loadSheet, { data, isLoading, error }] = useBatchSheetMutation();
  useEffect(() => {
    void loadSheet(id);
  }, [id, loadSheet]);
  const unused = data?.vouchers.filter((v) => v.state === 'unused') ?? [];
  return (
    <Screen title={data ? `Print Batch ${data.batch.number}` : 'Print Batch'} loading={isLoading}>
      {error ? <ResultBanner status="error">{errorMessage(error)}</ResultBanner> : null}
      {data && (
        <>
          <style>{VOUCHER_SHEET_CSS}</style>
          <HStack className="voucher-sheet__tools" gap="3" mb="4">
            <CancelLink to=".." />
            <Button colorPalette="blue" onClick={() => window.print()}>
              Print
            </Button>
            <Text color="fg.muted">
              {unused.length} unused of {data.vouchers.length}; used and revoked vouchers are left off the sheet.
            </Text>
          </HStack>
          <Box className="voucher-sheet">
            {unused.map((voucher) => (
              <VoucherCard key={voucher.id} batch={data.batch} voucher={voucher} />
            ))}
          </Box>
        </>
      )}
    </Screen>
  );
}
