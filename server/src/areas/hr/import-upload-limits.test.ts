import { PassThrough } from 'node:stream';
import { P, employeeFileCalls, type Call } from '@console/api/contract';
import { describeAsAdmin } from '../../testing/test-app';
import { GIB, zipBombWorkbook } from '../../testing/zip-bomb';
import { IMPORT_CAP } from './import-routes';

const MB = 1024 * 1024;
const BOUNDARY = '----console-test-boundary';

/** A multipart body of one file part, as a browser sends it; `cut` drops that many bytes from its end. */
function multipart(field: string, name: string, content: Buffer, cut = 0): Buffer {
  const body = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${field}"; filename="${name}"\r\ncontent-type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return body.subarray(0, body.length - cut);
}

describeAsAdmin('uploads: workbook bombs, truncated bodies and imports at once', (s) => {
  /** A multipart body sent to an upload call, as its page sends it. */
  const send = (call: Call, payload: Buffer | PassThrough, token = s.admin) =>
    s.t.app.inject({
      method: 'POST',
      url: `/api${call.path}`,
      payload,
      headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });

  /** The answer to `workbook` sent for checking, with its time and how far the process's peak RSS rose. */
  async function check(workbook: Buffer) {
    const peakBefore = process.resourceUsage().maxRSS * 1024;
    const start = performance.now();
    const answer = await send(employeeFileCalls.checkImport, multipart('file', 'staff.xlsx', workbook));
    return { answer, seconds: (performance.now() - start) / 1000, peakRise: process.resourceUsage().maxRSS * 1024 - peakBefore };
  }

  it('refuses a 1 MB workbook of 1 GiB of zeros at once, with a 400 in the envelope and without inflating it', async () => {
    const bomb = await zipBombWorkbook();
    expect(bomb.length).toBeLessThan(1.1 * MB);
    const { answer, seconds, peakRise } = await check(bomb);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      status: 400,
      message: 'Validation Failure',
      data: { errors: { file: "The workbook's sheets hold more than 160 MB of data; import it in parts." } },
    });
    // Before the guard: 23 s and the peak RSS up by 1.1 GB (bench/src/zip-bomb.ts).
    expect(seconds).toBeLessThan(2);
    expect(peakRise).toBeLessThan(100 * MB);
  });

  it('refuses a sheet compressed more than 100 to 1 before inflating it', async () => {
    const { answer, seconds } = await check(await zipBombWorkbook({ size: 64 * MB }));
    expect(answer.json().data.errors).toEqual({
      file: 'The workbook is compressed more than 100 to 1, which no spreadsheet writes; it was not opened.',
    });
    expect(seconds).toBeLessThan(2);
  });

  it('inflates an entry no further than its directory says, so a bomb that declares 64 KiB stops there', async () => {
    const { answer, seconds, peakRise } = await check(await zipBombWorkbook({ declared: 64 * 1024 }));
    expect(answer.json().data.errors).toEqual({ file: 'The file is not a valid Excel workbook (.xlsx).' });
    expect(seconds).toBeLessThan(2);
    expect(peakRise).toBeLessThan(100 * MB);
  });

  it('reads the sheets and leaves other entries alone: a 1 GiB picture is never inflated', async () => {
    const { answer, seconds, peakRise } = await check(await zipBombWorkbook({ at: 'xl/media/image1.png', size: GIB }));
    // The sheet was read: its header row (Staff ID, Name) is the problem, not the picture.
    expect(answer.statusCode).toBe(400);
    expect(answer.json().data.errors.file).toMatch(/^Missing columns: Conf\. File ID, Sex, .* The first row must name the export's columns\.$/);
    expect(seconds).toBeLessThan(2);
    expect(peakRise).toBeLessThan(100 * MB);
  });

  it('answers 400, not 500, to a multipart body that ends early', async () => {
    const cut = (call: Call, field: string, name: string) => send(call, multipart(field, name, Buffer.alloc(4096, 1), 4000));
    for (const answer of [
      await cut(employeeFileCalls.checkImport, 'file', 'staff.csv'),
      await cut(employeeFileCalls.import, 'file', 'staff.csv'),
      await cut(employeeFileCalls.uploadPhoto, 'photo', 'me.jpg'),
    ]) {
      expect([answer.statusCode, answer.json()]).toEqual([
        400,
        { status: 400, message: 'The upload ended before the whole file arrived. Send it again.', data: null },
      ]);
    }
  });

  it(`runs ${IMPORT_CAP.perUser} import per user and ${IMPORT_CAP.overall} in all at once; past that 429 with Retry-After`, async () => {
    const clerks = await Promise.all([1, 2, 3].map(() => s.t.userWith([P.CREATE_EMPLOYEE])));
    const csv = multipart('file', 'staff.csv', Buffer.from('Staff ID\r\nX1\r\n'));
    // Two uploads that have sent their first byte and wait for the rest hold the two slots.
    const held = clerks.slice(0, 2).map((clerk) => {
      const body = new PassThrough();
      body.write(csv.subarray(0, 1));
      return { body, answer: send(employeeFileCalls.checkImport, body, clerk.token) };
    });
    const refusal = (answer: Awaited<ReturnType<typeof send>>) => [answer.statusCode, answer.headers['retry-after'], answer.json().data];
    // The held uploads take their slots once their sessions are checked (a few queries): after a
    // moment, ask until a third user is turned away.
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    await pause();
    let third = await send(employeeFileCalls.checkImport, csv, clerks[2].token);
    for (let tries = 0; tries < 40 && third.statusCode !== 429; tries += 1) {
      await pause();
      third = await send(employeeFileCalls.checkImport, csv, clerks[2].token);
    }
    expect(refusal(third)).toEqual([429, '15', { retryAfter: 15 }]);
    expect(refusal(await send(employeeFileCalls.checkImport, csv, clerks[0].token))).toEqual([429, '15', { retryAfter: 15 }]);
    for (const { body } of held) body.end(csv.subarray(1));
    for (const { answer } of held) expect((await answer).statusCode).toBe(400);
    // The slots are free again once the answers are out.
    expect((await send(employeeFileCalls.checkImport, csv, clerks[2].token)).statusCode).toBe(400);
  });
});
