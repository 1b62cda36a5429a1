import { NDJSON, P, employeeFileCalls, type Call, type ImportCheck } from '@console/api';
import { currentLocation, server, sessionWith } from '@console/testing';
import { fakeApi } from '@console/testing/mock-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { fakeHrApi, makeEmployee } from '../../../testing/fake-hr-api';
import { renderHr } from '../../../testing/render-hr';

const creator = sessionWith(P.VIEW_EMPLOYEES, P.CREATE_EMPLOYEE);

/** The streamed answer: progress lines, then the envelope. */
const streamed = (progress: Array<[string, number, number]>, envelope: object) =>
  new HttpResponse(
    [...progress.map(([phase, done, total]) => ({ progress: { phase, done, total } })), envelope].map((line) => JSON.stringify(line)).join('\n') +
      '\n',
    { headers: { 'content-type': NDJSON } },
  );

// The server's columns, shortened: the page shows whichever the check names.
const COLUMNS = ['Staff ID', 'Name', 'Date of Birth', 'Department'];

const BAD: ImportCheck = {
  rows: 2,
  problemCount: 1,
  problems: [{ row: 3, staffId: 'IM-2', name: 'Bola Ade', reasons: ['Date of Birth: Invalid', 'Department: no department named "Nowhere"'] }],
  columns: COLUMNS,
  preview: [
    { row: 2, cells: ['IM-1', 'Ada Obi', '09/03/1988', 'Works'], problems: [] },
    {
      row: 3,
      cells: ['IM-2', 'Bola Ade', '31/13/1988', 'Nowhere'],
      problems: [
        { column: 'Date of Birth', message: 'write dates as dd/mm/yyyy (or yyyy-mm-dd)' },
        { column: 'Department', message: 'no department named "Nowhere"' },
      ],
    },
  ],
};
const REJECTED_CSV =
  '\uFEFFStaff ID,Name,Date of Birth,Department,Reason\nIM-2,Bola Ade,31/13/1988,Nowhere,"Row 3: Department: no department named ""Nowhere"""\n';
const VALID_DONE = { imported: 1, rejectedCount: 1, rejected: { fileName: 'staff-rejected.csv', csv: REJECTED_CSV } };
const CLEAN: ImportCheck = { rows: 2, problemCount: 0, problems: [], columns: COLUMNS, preview: [BAD.preview[0], { ...BAD.preview[0], row: 3 }] };

/** Check and import handlers that answer by file name, recording what each call sent. */
function importServer(
  checks: Record<string, ImportCheck>,
  importAnswer: (name: string) => object = () => ({ status: 200, message: 'OK', data: { imported: 2 } }),
  validAnswer: (name: string) => object = () => ({ status: 200, message: 'OK', data: VALID_DONE }),
) {
  const sent: Array<{ path: string; name: string; accept: string | null }> = [];
  const { on } = fakeApi();
  const handler = (call: Call, answer: (name: string) => object) =>
    on(call, (form: { file: File }, request) => {
      sent.push({ path: call.path, name: form.file.name, accept: request.headers.get('accept') });
      return streamed([[call === employeeFileCalls.checkImport ? 'checking' : 'importing', 2, 2]], answer(form.file.name));
    });
  server.use(
    handler(employeeFileCalls.checkImport, (name) => ({ status: 200, message: 'OK', data: checks[name] })),
    handler(employeeFileCalls.import, importAnswer),
    handler(employeeFileCalls.importValid, validAnswer),
  );
  return sent;
}

/** The blobs the page makes object URLs of (jsdom has none), each answered `url`. */
function objectUrls(url: string): Blob[] {
  const blobs: Blob[] = [];
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  return blobs;
}

const csv = (name: string) => new File(['Staff ID\n'], name, { type: 'text/csv' });

describe('Employee import page', () => {
  it('is linked from the employees list for whoever may create employees, and only for them', async () => {
    const { user, unmount } = renderHr('/folder/employee/all', creator, fakeHrApi({ employees: [makeEmployee(1)] }));
    await user.click(await screen.findByRole('link', { name: 'Import' }));
    expect(currentLocation()).toBe('/folder/employee/import');
    expect(await screen.findByRole('heading', { level: 1, name: 'Import Employees' })).toBeInTheDocument();
    unmount();

    renderHr('/folder/employee/all', sessionWith(P.VIEW_EMPLOYEES), fakeHrApi({ employees: [makeEmployee(1)] }));
    await screen.findByRole('row', { name: /Employee 1/ });
    expect(screen.queryByRole('link', { name: 'Import' })).not.toBeInTheDocument();
  });

  it('previews the rows with each problem at its cell and keeps Import disabled; a corrected file imports and says how many', async () => {
    const sent = importServer({ 'staff.csv': BAD, 'fixed.csv': CLEAN });
    const { user } = renderHr('/folder/employee/import', creator, fakeHrApi());
    const input = await screen.findByLabelText('File');

    await user.upload(input, csv('staff.csv'));
    expect(
      await screen.findByText('1 row of 2 cannot be imported; 1 row can. Correct the file and choose it again, or import the valid rows only.'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rows in the file' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Row', ...COLUMNS]);
    const good = within(table).getByRole('row', { name: /Ada Obi/ });
    expect(within(good).getAllByRole('cell')[0]).toHaveTextContent('Row 2Can be imported');
    const bad = within(table).getByRole('row', { name: /Bola Ade/ });
    const cells = within(bad).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Row 32 problems');
    expect(cells[3]).toHaveTextContent('31/13/1988write dates as dd/mm/yyyy (or yyyy-mm-dd)');
    expect(cells[4]).toHaveTextContent('Nowhereno department named "Nowhere"');
    expect(cells[2]).toHaveTextContent(/^Bola Ade$/);
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Import the 1 valid row' })).toBeEnabled();

    // Only the rows with problems, on request.
    await user.click(screen.getByRole('button', { name: 'Rows with problems (1)' }));
    expect(within(table).queryByRole('row', { name: /Ada Obi/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Bola Ade/ })).toBeInTheDocument();

    await user.upload(input, csv('fixed.csv'));
    expect(await screen.findByText('2 rows checked; every row can be imported.')).toBeInTheDocument();
    expect(screen.getAllByRole('row', { name: /Ada Obi/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /valid row/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 2 employees' }));
    const done = await screen.findByText('Imported 2 employees.');
    expect(within(done.closest('[role="status"]') as HTMLElement).getByRole('link', { name: 'See the employees' })).toHaveAttribute(
      'href',
      '/folder/employee/all',
    );
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(sent).toEqual([
      { path: '/employee/import/check', name: 'staff.csv', accept: NDJSON },
      { path: '/employee/import/check', name: 'fixed.csv', accept: NDJSON },
      { path: '/employee/import', name: 'fixed.csv', accept: NDJSON },
    ]);
  });

  it('shows the rows of an import refused because the database changed since the check', async () => {
    importServer({ 'staff.csv': CLEAN }, () => ({
      status: 400,
      message: 'Validation Failure',
      data: { errors: { file: '1 row has a problem; nothing was imported.' }, ...BAD },
    }));
    const { user } = renderHr('/folder/employee/import', creator, fakeHrApi());
    await user.upload(await screen.findByLabelText('File'), csv('staff.csv'));
    await user.click(await screen.findByRole('button', { name: 'Import 2 employees' }));
    expect(await screen.findByText('1 row has a problem; nothing was imported.')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Bola Ade/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(screen.queryByText(/Imported/)).not.toBeInTheDocument();
  });

  it('imports the valid rows only, on request, and links the rejected rows with their reasons', async () => {
    const blobs = objectUrls('blob:rejected');
    const sent = importServer({ 'staff.csv': BAD });
    const { user } = renderHr('/folder/employee/import', creator, fakeHrApi());
    await user.upload(await screen.findByLabelText('File'), csv('staff.csv'));
    expect(await screen.findByText(/Importing the valid rows leaves out the 1 row with problems/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import the 1 valid row' }));

    const done = await screen.findByText('Imported 1 employee.');
    const banner = done.closest('[role="status"]') as HTMLElement;
    expect(within(banner).getByText('1 row was not imported.')).toBeInTheDocument();
    const link = within(banner).getByRole('link', { name: 'Download the rejected row with its reasons (CSV)' });
    expect(link).toHaveAttribute('href', 'blob:rejected');
    expect(link).toHaveAttribute('download', 'staff-rejected.csv');
    // Byte for byte, the byte order mark too (spreadsheets read the file as UTF-8 by it).
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0].arrayBuffer())).toBe(REJECTED_CSV);
    expect(within(banner).getByRole('link', { name: 'See the employees' })).toHaveAttribute('href', '/folder/employee/all');
    expect(screen.queryByRole('table', { name: 'Rows in the file' })).not.toBeInTheDocument();
    expect(sent.map((s) => s.path)).toEqual(['/employee/import/check', '/employee/import/valid']);
  });

  it('downloads the template through a signed link', async () => {
    const saved = objectUrls('blob:template');
    const api = fakeHrApi();
    const { user } = renderHr('/folder/employee/import', creator, api);
    await user.click(await screen.findByRole('button', { name: 'Download the template (.xlsx)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.calls['/employee/import/template/link']).toEqual([{}]);
    expect(await saved[0].text()).toBe('template');
  });

  it('refuses other file types in the browser, and shows why the server refused a file', async () => {
    let checks = 0;
    server.use(
      fakeApi().on(employeeFileCalls.checkImport, () => {
        checks += 1;
        return HttpResponse.json(
          {
            status: 400,
            message: 'Validation Failure',
            data: { errors: { file: 'Missing columns: Name. The first row must name the export\u2019s columns.' } },
          },
          { status: 400 },
        );
      }),
    );
    const { user } = renderHr('/folder/employee/import', creator, fakeHrApi());
    const input = await screen.findByLabelText('File');
    await user.upload(input, csv('columns.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing columns: Name.');
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    // The picker's accept list is a hint a user can override; the page checks the name itself.
    fireEvent.change(input, { target: { files: [new File(['x'], 'staff.pdf')] } });
    expect(await screen.findByText('Choose a .csv or .xlsx file')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(checks).toBe(1);
  });
});
