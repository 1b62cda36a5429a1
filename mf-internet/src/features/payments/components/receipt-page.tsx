import { PAYMENT_METHOD_LABELS, type Receipt } from '@console/api';
import { Screen, formatDate, formatNaira, formatTime, Button, HStack } from '@console/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { PaperAndPrint, usePaper, type Paper } from '../../../components/paper-choice';
import { useReceiptQuery } from '../api/payments-api';
import { receiptCss } from './receipt-css';

const PAPERS: Array<{ value: Paper; label: string }> = [
  { value: 'a4', label: 'A4 page' },
  { value: 'roll', label: 'Thermal roll, 80 mm' },
];

const when = (at: number) => `${formatDate(at)} ${formatTime(at)}`;

/** The receipt as issued: the ISP, the subscriber, what was paid for, how, by whom; marked when reversed. */
export function ReceiptPaperView({ receipt }: { receipt: Receipt }) {
  const row = (label: string, value: string) => (
    <tr>
      <td>{label}</td>
      <td>{value}</td>
    </tr>
  );
  return (
    <div className="receipt" aria-label={`Receipt ${receipt.number}`}>
      <div className="receipt__head">
        <h2>{receipt.isp.name || 'Receipt'}</h2>
        {receipt.isp.address && <div>{receipt.isp.address}</div>}
        {receipt.isp.taxId && <div>Tax ID {receipt.isp.taxId}</div>}
      </div>
      <p>
        <strong>Receipt {receipt.number}</strong>
        <br />
        {when(receipt.issued)}
      </p>
      <p>
        Received from <strong>{receipt.customer.name}</strong> ({receipt.customer.username})
      </p>
      {receipt.reversed && (
        <div className="receipt__reversed" role="status">
          REVERSED {when(receipt.reversed.at)} by {receipt.reversed.by}: {receipt.reversed.reason}
        </div>
      )}
      <table>
        <tbody>
          {row(receipt.description, formatNaira(receipt.price))}
          {receipt.discount > 0 && row(`Discount (${receipt.discountReason})`, formatNaira(-receipt.discount))}
          <tr className="receipt__total">
            <td>Total paid</td>
            <td>{formatNaira(receipt.total)}</td>
          </tr>
          {row('Paid by', [PAYMENT_METHOD_LABELS[receipt.method], receipt.reference].filter(Boolean).join(' '))}
          {receipt.balanceAfter !== null && row('Balance after', formatNaira(receipt.balanceAfter))}
        </tbody>
      </table>
      <p className="receipt__muted">Received by {receipt.cashier}. Thank you.</p>
    </div>
  );
}

/**
 * A receipt to print or reprint (the same paper each time: it is kept as issued), on A4 or an 80 mm
 * roll (`?paper=roll`); the console's layout is left off the paper.
 */
export function ReceiptPage() {
  const { number = '' } = useParams();
  const navigate = useNavigate();
  const paper = usePaper();
  const { data, isLoading, error } = useReceiptQuery(number);
  return (
    <Screen title={`Receipt ${number}`} loading={isLoading} error={error}>
      {data && (
        <>
          <style>{receiptCss(paper)}</style>
          <HStack gap="3" mb="4" wrap="wrap">
            <Button variant="outline" onClick={() => navigate(-1)}>
              Back
            </Button>
            <PaperAndPrint papers={PAPERS} />
          </HStack>
          <ReceiptPaperView receipt={data.receipt} />
        </>
      )}
    </Screen>
  );
}
