import { INVOICE_ACCESS, usePermission } from '@console/api';
import { DialogButton, ResultBanner, Screen, Button, HStack } from '@console/ui';
import { useParams } from 'react-router-dom';
import { useDownload } from '../../../components/download-from';
import { useGetInvoiceQuery, useInvoicePdfLinkMutation } from '../api/invoices-api';
import { CreditNoteForm } from './credit-note-form';
import { INVOICE_CSS } from './invoice-css';
import { InvoicePaper } from './invoice-paper';
import { InvoicePaymentForm } from './invoice-payment-form';

/**
 * One invoice: its paper (lines, VAT apart, payments, credit note), printable from the browser as
 * it shows, its PDF made on the server, Record Payment while it is owed and Credit Note while
 * nothing is paid on it.
 */
export function InvoicePage() {
  const { id = '' } = useParams();
  const { data, isLoading, error } = useGetInvoiceQuery(id);
  const [pdfLink] = useInvoicePdfLinkMutation();
  const { download, downloadError } = useDownload(() => pdfLink({ id }).unwrap());
  const canManage = usePermission(...INVOICE_ACCESS.manage);
  const canCredit = usePermission(...INVOICE_ACCESS.creditNote);
  const invoice = data?.invoice;
  return (
    <Screen title={invoice ? `Invoice ${invoice.number}` : 'Invoice'} loading={isLoading} error={error} backTo="..">
      {invoice && (
        <>
          <style>{INVOICE_CSS}</style>
          <HStack gap="3" wrap="wrap" mb="4">
            <Button variant="outline" onClick={() => window.print()}>
              Print
            </Button>
            <Button variant="outline" onClick={download}>
              Download PDF
            </Button>
            {canManage && invoice.outstanding > 0 && (
              <DialogButton label="Record Payment" title={`Record a Payment of ${invoice.customer.name}`} colorPalette="blue">
                <InvoicePaymentForm invoice={invoice} />
              </DialogButton>
            )}
            {canCredit && invoice.state !== 'void' && invoice.paid === 0 && (
              <DialogButton label="Credit Note" title={`Void ${invoice.number} by a Credit Note`} colorPalette="red">
                <CreditNoteForm invoice={invoice} />
              </DialogButton>
            )}
          </HStack>
          {downloadError && <ResultBanner status="error">{downloadError}</ResultBanner>}
          <InvoicePaper invoice={invoice} />
        </>
      )}
    </Screen>
  );
}
