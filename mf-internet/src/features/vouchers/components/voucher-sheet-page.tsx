import type { Voucher, VoucherBatch, VoucherCardSettings } from '@console/api';
import { CancelLink, ResultBanner, Screen, errorMessage, formatNaira, Box, HStack, Text } from '@console/ui';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { PaperAndPrint, usePaper, type Paper } from '../../../components/paper-choice';
import { useBatchSheetMutation } from '../api/vouchers-api';
import { QrCode, loginLink, printedAddress } from './voucher-login';
import { voucherSheetCss } from './voucher-sheet-css';

/** '123456789012' → '1234 5678 9012': easier to read off a card and type. */
const grouped = (pin: string) => pin.replace(/(\d{4})(?=\d)/g, '$1 ');

const PAPERS: Array<{ value: Paper; label: string }> = [
  { value: 'a4', label: 'A4 sheet (3 × 6 cards to cut)' },
  { value: 'roll', label: 'Thermal roll, 80 mm (one voucher per ticket)' },
];

function VoucherCard({ batch, voucher, card }: { batch: VoucherBatch; voucher: Voucher; card: VoucherCardSettings }) {
  return (
    <div className="voucher-card">
      <div className="voucher-card__head">
        {card.logo && <img className="voucher-card__logo" src={card.logo} alt={card.ispName ? `${card.ispName} logo` : 'Logo'} />}
        <span className="voucher-card__isp">{card.ispName}</span>
        <span className="voucher-card__price">{formatNaira(batch.amount)}</span>
      </div>
      <div className="voucher-card__plan">{batch.plan.name}</div>
      <div className="voucher-card__pin" aria-label={`PIN ${voucher.pin}`}>
        {grouped(voucher.pin)}
      </div>
      <div className="voucher-card__body">
        {card.loginUrl && <QrCode text={loginLink(card.loginUrl, voucher.pin)} label={`QR code: log in with PIN ${voucher.pin}`} />}
        <div className="voucher-card__terms">
          <div>
            Valid {batch.validity} {batch.validity === 1 ? 'day' : 'days'} from first use · {batch.uptime} min online
          </div>
          {card.loginUrl && (
            <div>
              Log in at <span className="voucher-card__login">{printedAddress(card.loginUrl)}</span> or scan the code
            </div>
          )}
        </div>
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
 * The printable sheet of a batch: A4 pages of cards to cut, or tickets on a thermal roll (print CSS in
 * voucher-sheet-css.ts; the paper is kept in the address, `?paper=roll`). The PINs are fetched once
 * when the page opens; that fetch is the print the audit trail records.
 */
export function VoucherSheetPage() {
  const { id = '' } = useParams();
  const paper = usePaper();
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
          <style>{voucherSheetCss(paper)}</style>
          <HStack className="voucher-sheet__tools" gap="3" mb="4" wrap="wrap">
            <CancelLink to=".." />
            <PaperAndPrint papers={PAPERS} />
            <Text color="fg.muted">
              {unused.length} unused of {data.vouchers.length}; used and revoked vouchers are left off the sheet.
            </Text>
          </HStack>
          {!data.card.loginUrl && (
            <Text color="fg.muted" mb="4">
              The cards carry no login address or QR code: the server's HOTSPOT_LOGIN_URL setting is not set.
            </Text>
          )}
          <Box className="voucher-sheet">
            {unused.map((voucher) => (
              <VoucherCard key={voucher.id} batch={data.batch} voucher={voucher} card={data.card} />
            ))}
          </Box>
        </>
      )}
    </Screen>
  );
}
