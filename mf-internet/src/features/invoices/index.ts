// Corporate invoices (docs/money.md "Invoices"): the list and an invoice's page.
export { InvoicesPage } from './components/invoices-page';
export { InvoicePage } from './components/invoice-page';
