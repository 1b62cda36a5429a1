import { inflateSync } from 'node:zlib';

/**
 * The text a PDF drawn with pdfkit's standard fonts shows, enough for a test to find a number and a
 * total: each content stream inflated, its hex strings (`<494e56> Tj`, split by kerning in `TJ`
 * arrays) decoded as Latin-1, the pieces of one text operator joined, operators on separate lines.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      continue; // not a deflated stream (an image, a font)
    }
    for (const operator of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = operator[1] !== undefined ? [...operator[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((one) => one[1]) : [operator[2]];
      texts.push(hexes.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
    }
  }
  return texts.join('\n');
}
