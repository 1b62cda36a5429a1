// The voucher sheet's stylesheet, rendered in a <style> by the sheet page: the remotes' build has no CSS
// loader, and @page / @media print rules cannot be written as Chakra style props.
export const VOUCHER_SHEET_CSS = `
.voucher-sheet {
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 0;
  max-width: 190mm;
}

.voucher-card {
  box-sizing: border-box;
  height: 34mm;
  padding: 2.5mm 3mm;
  border: 1px dashed #888;
  font-family: Arial, Helvetica, sans-serif;
  color: #000;
  background: #fff;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  break-inside: avoid;
}

.voucher-card__plan {
  font-weight: 700;
  font-size: 11pt;
}

.voucher-card__price {
  font-size: 10pt;
}

.voucher-card__terms,
.voucher-card__foot {
  font-size: 7pt;
}

.voucher-card__pin {
  font-family: 'DejaVu Sans Mono', 'Courier New', monospace;
  font-size: 12pt;
  font-weight: 700;
  letter-spacing: 0.5px;
}

.voucher-card__foot {
  display: flex;
  justify-content: space-between;
}

@page {
  size: A4;
  margin: 10mm;
}

/* On paper only the cards: the console's menu, header and the sheet's buttons stay on screen. */
@media print {
  body * {
    visibility: hidden;
  }
  .voucher-sheet,
  .voucher-sheet * {
    visibility: visible;
  }
  .voucher-sheet {
    position: absolute;
    left: 0;
    top: 0;
    width: 190mm;
  }
}
`;
