import { printOnly } from '../../../components/print-only';

// The invoice on screen as on A4 paper; printed alone, without the console around it.
export const INVOICE_CSS = `
.invoice { max-width: 190mm; background: #fff; color: #111; padding: 12mm; border: 1px solid #ddd; font-size: 11pt; }
.invoice h2 { font-size: 16pt; font-weight: bold; margin: 0 0 2mm; }
.invoice h3 { font-size: 14pt; font-weight: bold; margin: 0 0 2mm; }
.invoice__head { display: flex; justify-content: space-between; gap: 8mm; flex-wrap: wrap; margin-bottom: 6mm; }
.invoice__title { text-align: right; }
.invoice__state { font-weight: bold; text-transform: uppercase; }
.invoice__state--overdue, .invoice__state--void { color: #b00020; }
.invoice__void { border: 2px solid #b00020; color: #b00020; padding: 2mm 3mm; margin: 4mm 0; font-weight: bold; }
.invoice table { width: 100%; border-collapse: collapse; margin: 4mm 0; }
.invoice th, .invoice td { text-align: left; padding: 1.5mm 2mm; border-bottom: 1px solid #eee; }
.invoice .invoice__amount { text-align: right; white-space: nowrap; }
.invoice tfoot td { border-bottom: 0; }
.invoice__total td { font-weight: bold; border-top: 1px solid #999; }
.invoice__muted { color: #555; font-size: 9pt; }
@media (max-width: 480px) { .invoice { padding: 4mm; font-size: 10pt; } .invoice__title { text-align: left; } }
@page { size: A4; margin: 12mm; }
${printOnly('.invoice')}
@media print { .invoice { border: 0; padding: 0; max-width: none; } }
`;
