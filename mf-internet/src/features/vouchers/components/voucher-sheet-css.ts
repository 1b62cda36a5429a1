import type { Paper } from '../../../components/paper-choice';
import { printOnly } from '../../../components/print-only';

// The voucher sheet's stylesheets, rendered in a <style> by the sheet page: the remotes' build has no
// CSS loader, and @page / @media print rules cannot be written as Chakra style props.

const CARD = `
.voucher-card {
  box-sizing: border-box;
  padding: 2mm 2.5mm;
  border: 1px dashed #888;
  font-family: Arial, Helvetica, sans-serif;
  color: #000;
  background: #fff;
  display: flex;
  flex-direction: column;
  gap: 0.8mm;
  break-inside: avoid;
  overflow: hidden;
}
.voucher-card__head { display: flex; align-items: center; gap: 1.5mm; font-size: 7pt; }
.voucher-card__logo { height: 6mm; max-width: 18mm; object-fit: contain; }
.voucher-card__isp { flex: 1; font-weight: 700; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.voucher-card__price { font-size: 9pt; font-weight: 700; }
.voucher-card__plan { font-weight: 700; font-size: 10pt; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.voucher-card__pin {
  font-family: 'DejaVu Sans Mono', 'Courier New', monospace;
  font-size: 11pt;
  font-weight: 700;
  white-space: nowrap;
}
.voucher-card__body { display: flex; gap: 2mm; align-items: center; flex: 1; min-height: 0; }
.voucher-card__qr { flex: none; }
.voucher-card__terms, .voucher-card__foot { font-size: 6.5pt; }
.voucher-card__login { font-weight: 700; overflow-wrap: anywhere; }
.voucher-card__foot { display: flex; justify-content: space-between; gap: 2mm; }
`;

const PAPERS: Record<Paper, string> = {
  // 3 × 6 cards of 63 × 44 mm: 189 × 264 mm inside A4's 190 × 277 mm printable area.
  a4: `
.voucher-sheet { display: grid; grid-template-columns: repeat(auto-fill, 63mm); }
.voucher-card { width: 63mm; height: 44mm; }
.voucher-card__qr { width: 17mm; height: 17mm; }
@page { size: A4 portrait; margin: 10mm; }
@media print {
  .voucher-sheet { grid-template-columns: repeat(3, 63mm); width: 189mm; }
}
`,
  // An 80 mm roll prints 72 mm wide; each voucher is a ticket of its own, torn or cut after it.
  roll: `
.voucher-sheet { display: flex; flex-direction: column; align-items: flex-start; gap: 4mm; }
.voucher-card { width: 72mm; border-style: none none dashed; padding: 2mm 0 4mm; gap: 1.5mm; }
.voucher-card__body { flex-direction: column; align-items: flex-start; }
.voucher-card__qr { width: 36mm; height: 36mm; }
.voucher-card__pin { font-size: 14pt; }
.voucher-card__terms, .voucher-card__foot { font-size: 8pt; }
@page { size: 80mm 120mm; margin: 4mm; }
@media print {
  .voucher-sheet { gap: 0; }
  .voucher-card { break-after: page; border: 0; }
}
`,
};

/** The stylesheet of a sheet on `paper`. */
export const voucherSheetCss = (paper: Paper): string => CARD + PAPERS[paper] + printOnly('.voucher-sheet');
