import { NDJSON, P, employeeFileCalls, type Call, type ImportCheck } from '@console/api';
import { currentLocation, server, sessionWith } from '@console/testing';
import { fakeApi } from '@console/testing/mock-api';
import { fireEvent, screen, within } from '@testing-library/react';
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

const BAD: ImportCheck = {
  rows: 2,
  problemCount: 1,
  problems: [{ row: 3, staffId: 'IM-2', name: 'Bola Ade', reasons: ['Date of Birth: Invalid', 'Department: no department named "Nowhere"'] }],
};

/** Check and import handlers that answer by file name, recording what each call sent. */
function importServer(
  checks: Record<string, ImportCheck>,
  importAnswer: (name: string) => object = () => ({ status: 200, message: 'OK', data: { imported: 2 } }),
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
  );
  return sent;
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

  it('lists the bad rows with their reasons and keeps Import disabled; a corrected file imports and says how many', async () => {
    const sent = importServer({ 'staff.csv': BAD, 'fixed.csv': { rows: 2, problemCount: 0, problems: [] } });
    const { user } = renderHr('/folder/employee/import', creator, fakeHrApi());
    const input = await screen.findByLabelText('File');

    await user.upload(input, csv('staff.csv'));
    expect(await screen.findByText('1 row cannot be imported (of 2). Correct the file and choose it again.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rows that cannot be imported' });
    const row = within(table).getByRole('row', { name: /Bola Ade/ });
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('3');
    expect(within(row).getByText('Date of Birth: Invalid')).toBeInTheDocument();
    expect(within(row).getByText('Department: no department named "Nowhere"')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    await user.upload(input, csv('fixed.csv'));
    expect(await screen.findByText('2 rows checked; every row can be imported.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Rows that cannot be imported' })).not.toBeInTheDocument();
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
    importServer({ 'staff.csv': { rows: 2, problemCount: 0, problems: [] } }, () => ({
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
