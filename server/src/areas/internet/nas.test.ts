import { P } from '@console/api/contract';
import { describeEachDatabase } from '../../testing/test-app';
import { expectLengthLimits, fieldErrors, makeNas, makeProfile } from './internet-fixtures';

const URL = '/services/internet';
const UNKNOWN = '0190aaaa-bbbb-7ccc-8ddd-eeeeffff0000';

describeEachDatabase('internet: NAS', (get) => {
  it('keeps NAS in the FreeRADIUS nas table and answers create, read, list, update and delete', async () => {
    const t = get();
    const token = await t.adminToken();
    const body = { nasname: '192.168.88.1', shortname: 'hq-router', ports: 1812, secret: 'testing123', description: 'HQ MikroTik' };
    const created = await t.call(`${URL}/nas/create`, body, token);
    expect(created.status).toBe(200);
    const { nas } = created.body.data;
    expect(nas).toMatchObject({ ...body, type: 'other', server: null, community: null });

    // What FreeRADIUS's rlm_sql reads with read_clients = yes.
    const radius = await t.db
      .selectFrom('nas')
      .select(['id', 'nasname', 'shortname', 'type', 'ports', 'secret', 'server', 'community', 'description'])
      .where('nasname', '=', '192.168.88.1')
      .executeTakeFirstOrThrow();
    expect(radius).toEqual({ id: nas.id, ...body, type: 'other', server: null, community: null });

    expect((await t.call(`${URL}/nas`, { id: nas.id }, token)).body.data.nas).toEqual(nas);
    const list = await t.call(`${URL}/naslist`, { offset: 0, limit: 1000, criteria: { shortname: 'HQ' } }, token);
    expect(list.body.data.size).toBe(1);
    expect(list.body.data.nasList[0]).toEqual({ ...nas, secret: undefined });
    expect(list.body.data.nasList[0]).not.toHaveProperty('secret');

    const updated = await t.call(`${URL}/nas/update`, { ...body, id: nas.id, ports: 6000, secret: 'new-secret', updated: nas.updated }, token);
    expect(updated.status).toBe(200);
    expect(updated.body.data.nas).toMatchObject({ ports: 6000, secret: 'new-secret' });

    expect((await t.call(`${URL}/nas/delete`, { id: nas.id }, token)).status).toBe(200);
    expect((await t.call(`${URL}/nas`, { id: nas.id }, token)).status).toBe(404);
  });

  it('validates every field at and beyond its limits', async () => {
    const t = get();
    const token = await t.adminToken();
    let n = 0;
    const base = () => ({ nasname: `10.1.1.${++n}`, shortname: 'ap', ports: 1, secret: 'x', description: 'AP' });
    const url = `${URL}/nas/create`;
    // A host name's labels are at most 63 characters: every 61st one is a dot.
    await expectLengthLimits(t, url, (nasname) => ({ ...base(), nasname: nasname.replace(/(.{60})./g, '$1.') }), 'nasname', [2, 128], 'h');
    for (const nasname of ['10.0.0.256', '999.1.1.1', 'my_host', 'fe80::1::2', 'http://10.0.0.1']) {
      expect([nasname, fieldErrors(await t.call(url, { ...base(), nasname }, token)).nasname]).toEqual([
        nasname,
        'Not a valid IP address or host name',
      ]);
    }
    for (const nasname of ['fe80::1', 'nas-1.isp.ng']) expect((await t.call(url, { ...base(), nasname }, token)).status).toBe(200);
    await expectLengthLimits(t, url, (shortname) => ({ ...base(), shortname }), 'shortname', [2, 32]);
    await expectLengthLimits(t, url, (secret) => ({ ...base(), secret }), 'secret', [1, 60]);
    await expectLengthLimits(t, url, (description) => ({ ...base(), description }), 'description', [2, 200]);
    for (const ports of [1, 6000, '3799']) expect((await t.call(url, { ...base(), ports }, token)).status).toBe(200);
    expect(fieldErrors(await t.call(url, { ...base(), ports: 0 }, token)).ports).toBe('At least 1');
    for (const ports of [6001, 1.5, 'many'])
      expect(fieldErrors(await t.call(url, { ...base(), ports }, token)).ports).toBe('Digits only, up to 6,000');
  });

  it('keeps nasname unique', async () => {
    const t = get();
    const token = await t.adminToken();
    const first = await makeNas(t, { nasname: 'radius.example.com' });
    const again = await t.call(
      `${URL}/nas/create`,
      { nasname: 'radius.example.com', shortname: 'dup', ports: 1, secret: 's', description: 'Dup' },
      token,
    );
    expect([again.status, again.body.message]).toEqual([409, 'A NAS named radius.example.com already exists.']);
    const other = await makeNas(t);
    const clash = await t.call(`${URL}/nas/update`, { ...other, nasname: first.nasname, secret: 's' }, token);
    expect(clash.status).toBe(409);
  });

  it('answers 404 for unknown NAS and refuses to delete one a profile allows', async () => {
    const t = get();
    const token = await t.adminToken();
    expect((await t.call(`${URL}/nas`, { id: UNKNOWN }, token)).body.message).toBe('NAS not found.');
    expect((await t.call(`${URL}/nas/delete`, { id: UNKNOWN }, token)).status).toBe(404);
    const router = await makeNas(t, { nasname: '10.9.9.9' });
    await makeProfile(t, { name: 'Home', nasProfiles: [{ nas: { id: router.id } }] });
    await makeProfile(t, { name: 'Office', nasProfiles: [{ nas: { id: router.id } }] });
    const refused = await t.call(`${URL}/nas/delete`, { id: router.id }, token);
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'NAS 10.9.9.9 is still used by 2 profiles ("Home", "Office"). Nothing was deleted.',
    ]);
    expect((await t.call(`${URL}/nas`, { id: router.id }, token)).status).toBe(200);
  });

  it('enforces the NAS permissions; profile editors may list NAS but not read secrets', async () => {
    const t = get();
    const router = await makeNas(t);
    const profileEditor = await t.userWith([P.MODIFY_PROFILE]);
    expect((await t.call(`${URL}/naslist`, { limit: 1000 }, profileEditor.token)).status).toBe(200);
    expect((await t.call(`${URL}/nas`, { id: router.id }, profileEditor.token)).status).toBe(403);
    const viewer = await t.userWith([P.VIEW_NAS]);
    const body = { nasname: '10.2.2.2', shortname: 'x1', ports: 1, secret: 's', description: 'No' };
    expect((await t.call(`${URL}/nas/create`, body, viewer.token)).status).toBe(403);
    expect((await t.call(`${URL}/nas/update`, { ...body, id: router.id }, viewer.token)).status).toBe(403);
    expect((await t.call(`${URL}/nas/delete`, { id: router.id }, viewer.token)).status).toBe(403);
    const row = await t.db.selectFrom('nas').select(['nasname', 'updated']).where('id', '=', router.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ nasname: router.nasname, updated: router.updated });
    expect(await t.db.selectFrom('nas').select('id').where('nasname', '=', '10.2.2.2').execute()).toEqual([]);
  });
});
