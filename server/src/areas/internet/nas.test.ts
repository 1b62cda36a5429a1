import { P } from '@console/api/contract';
import { describeAsAdmin } from '../../testing/test-app';
import { API, UNKNOWN, expectLengthLimits, fieldErrors, makeNas, makeProfile } from './internet-fixtures';

describeAsAdmin('internet: NAS', (s) => {
  it('keeps NAS in the FreeRADIUS nas table and answers create, read, list, update and delete', async () => {
    const body = { nasname: '192.168.88.1', shortname: 'hq-router', ports: 1812, secret: 'hq-router-secret-2026', description: 'HQ MikroTik' };
    const { nas } = await s.ok(`${API}/nas/create`, body);
    expect(nas).toMatchObject({ ...body, type: 'other', server: null, community: null });

    // What FreeRADIUS's rlm_sql reads with read_clients = yes.
    const radius = await s.t.db
      .selectFrom('nas')
      .select(['id', 'nasname', 'shortname', 'type', 'ports', 'secret', 'server', 'community', 'description'])
      .where('nasname', '=', '192.168.88.1')
      .executeTakeFirstOrThrow();
    expect(radius).toEqual({ id: nas.id, ...body, type: 'other', server: null, community: null });

    expect((await s.t.call(`${API}/nas`, { id: nas.id }, s.admin)).body.data.nas).toEqual(nas);
    const list = await s.t.call(`${API}/naslist`, { offset: 0, limit: 1000, criteria: { shortname: 'HQ' } }, s.admin);
    expect(list.body.data.size).toBe(1);
    expect(list.body.data.nasList[0]).toEqual({ ...nas, secret: undefined });
    expect(list.body.data.nasList[0]).not.toHaveProperty('secret');

    const updated = await s.t.call(
      `${API}/nas/update`,
      { ...body, id: nas.id, ports: 6000, secret: 'hq-router-secret-2027', updated: nas.updated },
      s.admin,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data.nas).toMatchObject({ ports: 6000, secret: 'hq-router-secret-2027' });

    expect((await s.t.call(`${API}/nas/delete`, { id: nas.id }, s.admin)).status).toBe(200);
    expect((await s.t.call(`${API}/nas`, { id: nas.id }, s.admin)).status).toBe(404);
  });

  it('validates every field at and beyond its limits', async () => {
    let n = 0;
    const base = () => ({ nasname: `10.1.1.${++n}`, shortname: 'ap', ports: 1, secret: 'ap-shared-secret', description: 'AP' });
    const url = `${API}/nas/create`;
    // A host name's labels are at most 63 characters: every 61st one is a dot.
    await expectLengthLimits(s.t, url, (nasname) => ({ ...base(), nasname: nasname.replace(/(.{60})./g, '$1.') }), 'nasname', [2, 128], 'h');
    for (const nasname of ['10.0.0.256', '999.1.1.1', 'my_host', 'fe80::1::2', 'http://10.0.0.1']) {
      expect([nasname, fieldErrors(await s.t.call(url, { ...base(), nasname }, s.admin)).nasname]).toEqual([
        nasname,
        'Not a valid IP address or host name',
      ]);
    }
    for (const nasname of ['fe80::1', 'nas-1.isp.ng']) expect((await s.t.call(url, { ...base(), nasname }, s.admin)).status).toBe(200);
    await expectLengthLimits(s.t, url, (shortname) => ({ ...base(), shortname }), 'shortname', [2, 32]);
    await expectLengthLimits(s.t, url, (secret) => ({ ...base(), secret }), 'secret', [16, 60]);
    await expectLengthLimits(s.t, url, (description) => ({ ...base(), description }), 'description', [2, 200]);
    for (const ports of [1, 6000, '3799']) expect((await s.t.call(url, { ...base(), ports }, s.admin)).status).toBe(200);
    expect(fieldErrors(await s.t.call(url, { ...base(), ports: 0 }, s.admin)).ports).toBe('At least 1');
    for (const ports of [6001, 1.5, 'many'])
      expect(fieldErrors(await s.t.call(url, { ...base(), ports }, s.admin)).ports).toBe('Digits only, up to 6,000');
  });

  it('keeps a short secret saved before the 16-character rule, and refuses a changed one shorter than 16', async () => {
    const router = await makeNas(s.t);
    // A NAS saved before issue 31 with a 10-character secret.
    await s.t.db.updateTable('nas').set({ secret: 'testing123' }).where('id', '=', router.id).execute();
    const stored = (await s.ok(`${API}/nas`, { id: router.id })).nas;
    const kept = await s.ok(`${API}/nas/update`, { ...stored, description: 'Rack 2' });
    expect(kept.nas).toMatchObject({ secret: 'testing123', description: 'Rack 2' });

    const changed = await s.t.call(`${API}/nas/update`, { ...kept.nas, secret: 'testing124' }, s.admin);
    expect(fieldErrors(changed)).toEqual({ secret: 'At least 16 characters' });
    expect((await s.ok(`${API}/nas`, { id: router.id })).nas.secret).toBe('testing123');
    const long = await s.ok(`${API}/nas/update`, { ...kept.nas, secret: 'a'.repeat(16) });
    expect(long.nas.secret).toBe('a'.repeat(16));
    // Once long, it cannot be shortened again, nor is a short secret taken on create.
    expect(fieldErrors(await s.t.call(`${API}/nas/update`, { ...long.nas, secret: 'a'.repeat(15) }, s.admin))).toEqual({
      secret: 'At least 16 characters',
    });
    const short = await s.t.call(
      `${API}/nas/create`,
      { nasname: '10.3.3.3', shortname: 'new', ports: 1, secret: 'testing123', description: 'New' },
      s.admin,
    );
    expect(fieldErrors(short)).toEqual({ secret: 'At least 16 characters' });
  });

  it('keeps nasname unique', async () => {
    const first = await makeNas(s.t, { nasname: 'radius.example.com' });
    const again = await s.t.call(
      `${API}/nas/create`,
      { nasname: 'radius.example.com', shortname: 'dup', ports: 1, secret: 'dup-shared-secret', description: 'Dup' },
      s.admin,
    );
    expect([again.status, again.body.message]).toEqual([409, 'A NAS named radius.example.com already exists.']);
    const other = await makeNas(s.t);
    const clash = await s.t.call(`${API}/nas/update`, { ...other, nasname: first.nasname }, s.admin);
    expect(clash.status).toBe(409);
  });

  it('answers 404 for unknown NAS and refuses to delete one a profile allows', async () => {
    expect((await s.t.call(`${API}/nas`, { id: UNKNOWN }, s.admin)).body.message).toBe('NAS not found.');
    expect((await s.t.call(`${API}/nas/delete`, { id: UNKNOWN }, s.admin)).status).toBe(404);
    const router = await makeNas(s.t, { nasname: '10.9.9.9' });
    await makeProfile(s.t, { name: 'Home', nasProfiles: [{ nas: { id: router.id } }] });
    await makeProfile(s.t, { name: 'Office', nasProfiles: [{ nas: { id: router.id } }] });
    const refused = await s.t.call(`${API}/nas/delete`, { id: router.id }, s.admin);
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'NAS 10.9.9.9 is still used by 2 profiles ("Home", "Office"). Nothing was deleted.',
    ]);
    expect((await s.t.call(`${API}/nas`, { id: router.id }, s.admin)).status).toBe(200);
  });

  it('enforces the NAS permissions; profile editors may list NAS but not read secrets', async () => {
    const router = await makeNas(s.t);
    const profileEditor = await s.t.userWith([P.MODIFY_PROFILE]);
    expect((await s.t.call(`${API}/naslist`, { limit: 1000 }, profileEditor.token)).status).toBe(200);
    expect((await s.t.call(`${API}/nas`, { id: router.id }, profileEditor.token)).status).toBe(403);
    const viewer = await s.t.userWith([P.VIEW_NAS]);
    const body = { nasname: '10.2.2.2', shortname: 'x1', ports: 1, secret: 'x1-shared-secret', description: 'No' };
    expect((await s.t.call(`${API}/nas/create`, body, viewer.token)).status).toBe(403);
    expect((await s.t.call(`${API}/nas/update`, { ...body, id: router.id }, viewer.token)).status).toBe(403);
    expect((await s.t.call(`${API}/nas/delete`, { id: router.id }, viewer.token)).status).toBe(403);
    const row = await s.t.db.selectFrom('nas').select(['nasname', 'updated']).where('id', '=', router.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ nasname: router.nasname, updated: router.updated });
    expect(await s.t.db.selectFrom('nas').select('id').where('nasname', '=', '10.2.2.2').execute()).toEqual([]);
  });
});
