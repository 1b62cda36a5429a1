import type { Paper } from '../../../components/paper-choice';
import { printOnly } from '../../../components/print-only';

// The receipt's stylesheets, in a <style> on its page (the remotes' build has no CSS loader, and
// @page / @media print cannot be Chakra style props).

const RECEIPT = `
.receipt { box-sizing: border-box; font-family: Arial, Helvetica, sans-serif; color: #000; background: #fff; }
.receipt h2 { margin: 0; }
.receipt table { width: 100%; border-collapse: collapse; }
.receipt td { padding: 0.8mm 0; vertical-align: top; }
.receipt td:last-child { text-align: right; white-space: nowrap; padding-left: 2mm; }
.receipt__total td { font-weight: 700; border-top: 1px solid #000; }
.receipt__reversed { border: 2px solid #b00; color: #b00; font-weight: 700; padding: 1.5mm; margin: 2mm 0; }
.receipt__muted { color: #444; }
`;

const PAPERS: Record<Paper, string> = {
  a4: `
.receipt { width: 180mm; padding: 10mm; border: 1px solid #ccc; font-size: 11pt; }
.receipt h2 { font-size: 18pt; }
@page { size: A4 portrait; margin: 15mm; }
@media print { .receipt { border: 0; padding: 0; } }
`,
  roll: `
.receipt { width: 72mm; padding: 2mm 0; font-size: 9pt; }
.receipt h2 { font-size: 12pt; text-align: center; }
.receipt__head { text-align: center; }
@page { size: 80mm auto; margin: 4mm; }
`,
};

/** The stylesheet of a receipt on `paper`, printing the receipt alone. */
export const receiptCss = (paper: Paper): string => RECEIPT + PAPERS[paper] + printOnly('.receipt');
