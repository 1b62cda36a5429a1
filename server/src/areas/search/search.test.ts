import { P, SEARCH_GROUP_SIZE, foldText, type SearchAnswer } from '@console/api/contract';
import { sql } from 'kysely';
import { describeEachDatabase } from '../../testing/test-app';
import { createDepartment, hrSuite, insertEmployee, references } from '../hr/hr-test-fixtures';
import { makeCustomer, makeVoucherBatch, voucherOf } from '../internet/customers-fixtures';
import { fieldErrors, makeLocation, makeNas, makePrepaidPlan, makeProfile, makeSalePoint } from '../internet/internet-fixtures';

describeEachDatabase('header search', (get) => {
  const hr = hrSuite(get, { name: 'Ìlera Àgbáyé', code: 'ILR' });

  const search = async (text: string, token = hr.admin) => {
    const result = await hr.t.call('/search', { text }, token);
    expect(result.status).toBe(200);
    return result.body.data as SearchAnswer;
  };
  const labels = (answer: SearchAnswer) => Object.fromEntries(answer.groups.map((g) => [g.kind, g.hits.map((h) => h.label)]));

  it('finds employees whatever the case and accents, by name, staff ID and file ID', async () => {
    const adebayo = await hr.insertEmployee({ name: 'Adébáyọ̀ Ògúnlèyé', staffId: 'SRCH0001', confidentialFileId: 'CFÍ-77' });
    await hr.insertEmployee({ name: 'Ogunleye Bello', staffId: 'SRCH0002' });
    await hr.insertEmployee({ name: 'Unrelated Person', staffId: 'SRCH0003' });

    const found = await search('adebayo');
    expect(found.groups).toEqual([{ kind: 'employees', hits: [{ id: adebayo.id, label: 'Adébáyọ̀ Ògúnlèyé', detail: 'SRCH0001' }], more: false }]);
    expect(labels(await search('OGUNLEYE')).employees).toEqual(['Adébáyọ̀ Ògúnlèyé', 'Ogunleye Bello']);
    // Typed with its own accents, or others: both sides are folded.
    expect(labels(await search('Ògúnlèyé')).employees).toEqual(['Adébáyọ̀ Ògúnlèyé', 'Ogunleye Bello']);
    expect(labels(await search('srch0003')).employees).toEqual(['Unrelated Person']);
    expect(labels(await search('cfi-77')).employees).toEqual(['Adébáyọ̀ Ògúnlèyé']);
    expect((await search('nobody-like-this')).groups).toEqual([]);
  });

  it('follows a rename and a delete', async () => {
    const row = await hr.insertEmployee({ name: 'Ọláwálé Renamed' });
    expect(labels(await search('olawale renamed')).employees).toEqual(['Ọláwálé Renamed']);
    await hr.t.db.updateTable('employees').set({ name: 'Chinedu Renamed' }).where('id', '=', row.id).execute();
    expect(labels(await search('olawale renamed')).employees).toBeUndefined();
    expect(labels(await search('chinedu renamed')).employees).toEqual(['Chinedu Renamed']);
    await hr.t.db.deleteFrom('employees').where('id', '=', row.id).execute();
    expect((await search('chinedu renamed')).groups).toEqual([]);
  });

  it('lists the first matches in name order and says there are more, whether few or many match', async () => {
    // 600 matches: more than are looked up through the trigram index, so they are found walking the name index.
    const names = Array.from({ length: 600 }, (_, i) => `Zébrà ${String(i).padStart(3, '0')}`);
    for (const [i, name] of names.entries()) await hr.insertEmployee({ name: `${name} draft`, staffId: `ZB${i}` });
    const many = (await search('zebra')).groups[0];
    expect(many).toMatchObject({ kind: 'employees', more: true });
    expect(many.hits.map((h) => h.label)).toEqual(names.slice(0, SEARCH_GROUP_SIZE).map((n) => `${n} draft`));
    const few = (await search('zebra 59')).groups[0];
    expect(few.hits.map((h) => h.label)).toEqual(['Zébrà 590 draft', 'Zébrà 591 draft', 'Zébrà 592 draft', 'Zébrà 593 draft', 'Zébrà 594 draft']);
    expect(few.more).toBe(true);
    expect((await search('zebra 599')).groups[0]).toMatchObject({ hits: [{ label: 'Zébrà 599 draft' }], more: false });
  });

  it('searches every kind, grouped in a fixed order, each with its page details', async () => {
    const location = await makeLocation(hr.t, { code: 'OSG', name: 'Òṣogbo' });
    const salePoint = await makeSalePoint(hr.t, { name: 'Òṣogbo Kiosk', locationId: location.id });
    const plan = await makePrepaidPlan(hr.t, { name: 'Òṣogbo Home' });
    const nas = await makeNas(hr.t, { shortname: 'osogbo-edge', nasname: '10.9.9.9' });
    const profile = await makeProfile(hr.t, { name: 'Osogbo Fast' });
    await hr.t.db.updateTable('users').set({ firstname: 'Ṣọlá', lastname: 'Osogbo' }).where('username', '=', 'admin@example.com').execute();
    await createDepartment(hr.t, { name: 'Osogbo Office', code: 'OSO' });

    const found = await search('osogbo');
    expect(found.groups.map((g) => g.kind)).toEqual(['users', 'departments', 'plans', 'salePoints', 'locations', 'nas', 'profiles']);
    const byKind = Object.fromEntries(found.groups.map((g) => [g.kind, g.hits]));
    expect(byKind.users).toEqual([expect.objectContaining({ label: 'Ṣọlá Osogbo', detail: 'admin@example.com' })]);
    expect(byKind.departments).toEqual([expect.objectContaining({ label: 'Osogbo Office', detail: 'OSO' })]);
    expect(byKind.plans).toEqual([{ id: plan.id, label: 'Òṣogbo Home', detail: null, planType: plan.type }]);
    expect(byKind.salePoints).toEqual([expect.objectContaining({ id: salePoint.id, label: 'Òṣogbo Kiosk' })]);
    expect(byKind.locations).toEqual([{ id: location.id, label: 'Òṣogbo', detail: 'OSG' }]);
    expect(byKind.nas).toEqual([{ id: nas.id, label: 'osogbo-edge', detail: '10.9.9.9' }]);
    expect(byKind.profiles).toEqual([{ id: profile.id, label: 'Osogbo Fast', detail: null }]);
    // Two letters are too few for a trigram index: the kinds searched through one wait for a third.
    const short = labels(await search('il'));
    expect(short.departments).toEqual(['Ìlera Àgbáyé']);
    // "os" is in the user's, plan's, sale point's and location's names too.
    expect((await search('os')).groups.map((g) => g.kind)).toEqual(['departments', 'nas', 'profiles']);
    expect(labels(await search('osog')).locations).toEqual(['Òṣogbo']);
  });

  it('leaves out the kinds the caller may not view', async () => {
    await hr.insertEmployee({ name: 'Kàyọ̀dé Visible' });
    await makePrepaidPlan(hr.t, { name: 'Kayode Plan' });
    const kinds = async (permissions: number[]) => (await search('kayode', (await hr.t.userWith(permissions)).token)).groups.map((g) => g.kind);
    expect(await kinds([P.VIEW_PLANS])).toEqual(['plans']);
    expect(await kinds([P.VIEW_EMPLOYEES])).toEqual(['employees']);
    // Permissions that act on employees without viewing them, and none at all.
    expect(await kinds([P.VIEW_USERS, P.CREATE_EMPLOYEE])).toEqual([]);
    expect(await kinds([])).toEqual([]);
    expect((await search('kayode')).groups.map((g) => g.kind)).toEqual(['employees', 'plans']);
  });

  it('finds subscribers by name, username or phone for whoever may list them (issue 31)', async () => {
    const customer = await makeCustomer(hr.t, { firstName: 'Fúnmiláyọ̀', lastName: 'Search', username: 'funmi.search', phone: '08095551234' });
    const hit = { id: customer.id, label: 'Fúnmiláyọ̀ Search', detail: 'funmi.search · 08095551234' };
    for (const text of ['funmilayo', 'FUNMI.SEARCH', '0809555'])
      expect((await search(text)).groups).toEqual([{ kind: 'customers', hits: [hit], more: false }]);
    const kinds = async (permissions: number[]) => (await search('funmi', (await hr.t.userWith(permissions)).token)).groups.map((g) => g.kind);
    expect(await kinds([P.VIEW_CUSTOMERS])).toEqual(['customers']);
    expect(await kinds([P.ADD_CUSTOMER_PLAN])).toEqual(['customers']);
    expect(await kinds([P.VIEW_PLANS, P.PRINT_VOUCHERS])).toEqual([]);
  });

  it('finds a voucher by its whole PIN only, and only for holders of 133 (issue 31)', async () => {
    const batch = await makeVoucherBatch(hr.t, 2, 12, { name: 'Hour Pass' });
    const voucher = await voucherOf(hr.t, batch, 2);
    const hit = { id: voucher.id, label: `Batch ${batch.number}, serial 2`, detail: 'Hour Pass', batchId: batch.id };
    expect((await search(voucher.pin)).groups).toEqual([{ kind: 'vouchers', hits: [hit], more: false }]);
    // As printed, in groups of four.
    expect((await search(voucher.pin.replace(/(\d{4})(?=\d)/g, '$1 '))).groups).toEqual([{ kind: 'vouchers', hits: [hit], more: false }]);
    // A part of a PIN finds nothing: no guessing digit by digit.
    for (const part of [voucher.pin.slice(0, 11), voucher.pin.slice(1), voucher.pin.slice(0, 8)]) expect((await search(part)).groups).toEqual([]);
    // Without 133 a whole PIN finds nothing, as a wrong one does.
    const viewer = await hr.t.userWith([P.VIEW_VOUCHERS, P.VIEW_CUSTOMERS, P.VIEW_PLANS]);
    expect((await search(voucher.pin, viewer.token)).groups).toEqual([]);
    const printer = await hr.t.userWith([P.PRINT_VOUCHERS]);
    expect((await search(voucher.pin, printer.token)).groups.map((g) => g.kind)).toEqual(['vouchers']);
  });

  it('refuses no text, too much text and a text of marks alone finds nothing', async () => {
    expect(fieldErrors(await hr.t.call('/search', { text: '  ' }, hr.admin))).toEqual({ text: 'Required' });
    expect(fieldErrors(await hr.t.call('/search', { text: 'x'.repeat(101) }, hr.admin))).toEqual({ text: 'At most 100 characters' });
    expect((await hr.t.call('/search', { text: 'abc' })).status).toBe(403);
    expect((await search('\u0301\u0323')).groups).toEqual([]);
    // LIKE's wildcards are matched as themselves.
    await hr.insertEmployee({ name: 'Percent 100% Sure' });
    expect(labels(await search('100%')).employees).toEqual(['Percent 100% Sure']);
    expect(labels(await search('0%_')).employees).toBeUndefined();
  });
});

describeEachDatabase('list filters ignore case and accents', (get) => {
  it('matches folded text in the employee list, the export filter and the small lists', async () => {
    const t = get();
    const admin = await t.adminToken();
    const refs = await references(t);
    const department = await createDepartment(t, { name: 'Àṣà Department', code: 'ASA' });
    await insertEmployee(t, department.id, refs, { name: 'Adébáyọ̀ Ògúnlèyé' });
    await insertEmployee(t, department.id, refs, { name: 'ADEBAYO Plain' });
    const employees = async (name: string) =>
      ((await t.call('/employees', { offset: 0, limit: 10, criteria: { name } }, admin)).body.data.employees as Array<{ name: string }>).map(
        (e) => e.name,
      );
    expect(await employees('adebayo')).toEqual(['ADEBAYO Plain', 'Adébáyọ̀ Ògúnlèyé']);
    expect(await employees('ogunleye')).toEqual(['Adébáyọ̀ Ògúnlèyé']);
    expect(await employees('ADÉBÁYỌ̀')).toEqual(['ADEBAYO Plain', 'Adébáyọ̀ Ògúnlèyé']);

    await makeLocation(t, { code: 'IBD', name: 'Ìbàdàn' });
    const locations = await t.call('/services/internet/locations', { offset: 0, limit: 10, criteria: { name: 'ibadan' } }, admin);
    expect(locations.body.data.locations.map((l: { name: string }) => l.name)).toEqual(['Ìbàdàn']);
    const departments = await t.call('/employee/departments', { offset: 0, limit: 10, criteria: { name: 'asa' } }, admin);
    expect(departments.body.data.departments.map((d: { name: string }) => d.name)).toEqual(['Àṣà Department']);
  });

  // PostgreSQL's index use is shown by the bench's query plans at a million rows (bench/RESULTS.md).
  it('keeps the folded text where the SQLite trigram table reads it', async () => {
    const t = get();
    if (t.dialect !== 'sqlite') return;
    const { rows } = await sql<{ name: string }>`select name from employees_folded`.execute(t.db);
    const stored = await t.db.selectFrom('employees').select('name').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.name).sort()).toEqual(stored.map((e) => foldText(e.name)).sort());
  });
});
