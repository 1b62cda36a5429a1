import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describeEachDatabase } from '../../testing/test-app';
import { csvRecord } from '../../http/csv-answer';
import { exportCopy } from './export-copy';
import { exportRows, postgresCopy } from './export-read';
import { exportQuery, referenceNames } from './export-query';
import { CELL_VALUE, CSV_HEADER, EXPORT_COLUMNS, exportFile } from './export-rows';
import { createDepartment, day, hrSuite } from './hr-test-fixtures';

// Texts a spreadsheet would run as formulas, signed numbers and phone numbers that it would not,
// and what CSV must quote: every writer of the export (the row writer on both databases, and
// PostgreSQL's COPY) must write them byte for byte as csvRecord does.
const TRICKY = [
  '=1+1',
  '+',
  '-',
  '@SUM(A1)',
  '\tTab',
  '\rCR',
  '+234 803 000 0000',
  '-12.5',
  '+1 2.3',
  '-1+cmd|x',
  'a,b',
  'say "hi"',
  'two\nlines',
  'cr\rin',
  '',
  'Ọlá',
  ' =spaced',
  "'=already",
  "O'Brien $1",
];

describeEachDatabase('employee CSV export bytes', (get) => {
  const hr = hrSuite(get, { name: '=Formula Dept, "quoted"' });

  beforeAll(async () => {
    const other = await createDepartment(hr.t, { name: '@Other' });
    for (const [i, text] of TRICKY.entries()) {
      await hr.insertEmployee({
        staffId: `TR${i}`,
        confidentialFileId: i % 3 === 0 ? null : `${text}#${i}`,
        name: text,
        sex: i % 2 ? 'm' : 'f',
        dob: day('1931-07-09') + i * 86400 * 400,
        phone: text,
        email: text,
        address: text,
        nextOfKinName: text,
        nextOfKinPhone: text,
        salaryGradeLevel: i,
        qualifications: text,
        position: text,
        status: i % 10,
        departmentId: i % 2 ? other.id : hr.departmentId,
        firstPromotionDate: i % 2 ? day('2001-02-03') : null,
        lastPromotionDate: i % 4 ? day('2099-12-31') : null,
      });
    }
  });

  const collect = async (file: NodeJS.ReadableStream): Promise<string> => {
    const chunks: Buffer[] = [];
    await pipeline(
      file,
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          chunks.push(Buffer.from(chunk));
          callback();
        },
      }),
    );
    return Buffer.concat(chunks).toString('utf8');
  };

  async function paths(criteria: Record<string, string>) {
    const { db, config } = hr.t;
    const names = await referenceNames(db);
    const source = { databaseUrl: config.databaseUrl, dataDir: config.dataDir, statementSeconds: 30 };
    const query = exportQuery(db, criteria);
    let reference = CSV_HEADER;
    for await (const rows of exportRows(source, query)) {
      for (const row of rows) reference += csvRecord(EXPORT_COLUMNS.map((column, i) => CELL_VALUE[column.kind](row[i], names)));
    }
    const written = await collect(exportFile('csv', exportRows(source, query), names, () => undefined));
    const copied = config.databaseUrl ? CSV_HEADER + (await collect(await postgresCopy(config.databaseUrl, exportCopy(db, criteria, names)))) : null;
    return { reference, written, copied };
  }

  it('writes every kind of cell as csvRecord does, on the row writer and on PostgreSQL', async () => {
    const { reference, written, copied } = await paths({});
    expect(reference.split('\n').length).toBeGreaterThan(TRICKY.length);
    expect(reference).toContain(`"'=Formula Dept, ""quoted""",`);
    expect(reference).toContain(',+234 803 000 0000,');
    expect(written).toBe(reference);
    if (copied !== null) expect(copied).toBe(reference);
  });

  it("writes only the filter's rows, its text put into COPY as a literal", async () => {
    const { reference, written, copied } = await paths({ name: "o'brien $1", status: '8' });
    expect(reference.split('\n').filter(Boolean)).toHaveLength(2);
    expect(reference).toContain("O'Brien $1");
    expect(written).toBe(reference);
    if (copied !== null) expect(copied).toBe(reference);
  });
});
