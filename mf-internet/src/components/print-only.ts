// Only the printed element on paper (a voucher sheet, a receipt). It sits inside the console's
// layout (menu, header, the page's padding); hiding those alone left their space (a 240 px gap where
// the menu was, and the third column of vouchers off the page). So everything that is not the
// element or on the way to it is dropped, and its ancestors lose their margins, padding, grid and
// positioning.
/** Print CSS that puts only the element `selector` names on paper, out of the console's layout. */
export const printOnly = (selector: string): string => `
@media print {
  html, body { margin: 0 !important; padding: 0 !important; background: #fff !important; }
  body *:not(:has(${selector})):not(${selector}):not(${selector} *) { display: none !important; }
  body *:has(${selector}) {
    display: block !important;
    position: static !important;
    inset: auto !important;
    margin: 0 !important;
    padding: 0 !important;
    border: 0 !important;
    width: auto !important;
    min-width: 0 !important;
    max-width: none !important;
    height: auto !important;
    min-height: 0 !important;
    overflow: visible !important;
    transform: none !important;
    box-shadow: none !important;
  }
}
`;
