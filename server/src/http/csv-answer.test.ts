import { buffer } from 'node:stream/consumers';
import { csvRecord, csvStream } from './csv-answer';

describe('csvRecord', () => {
  it('writes the bytes csvStream writes, formula guard and quoting included', async () => {
    const header = ['Name', 'Address', 'Phone', 'SGL', 'Empty'];
    const rows: Array<Array<string | number>> = [
      ['=HYPERLINK("x") Ọlá', 'Flat 2, "Block B"\nSurulere', '+234 803 000 0000', 12, ''],
      ['-1+cmd|calc', 'line\rbreak', '@SUM(A1)', -3, 'plain'],
      ['Ade "Jr"', 'a,b', '\tTab', 0, '+x'],
    ];
    const streamed = await buffer(
      csvStream(header, rows, (error) => {
        throw error;
      }),
    );
    expect(`\ufeff${[header, ...rows].map(csvRecord).join('')}`).toBe(streamed.toString('utf8'));
  });
});
