import { P } from '@console/api/contract';
import { describeEachDatabase } from '../../testing/test-app';
import { expectLengthLimits, fieldErrors, makeNas, makePrepaidPlan, makeProfile } from './internet-fixtures';

const URL = '/services/internet';
const UNKNOWN = '0190aaaa-bbbb-7ccc-8ddd-eeeeffff0000';

describeEachDatabase('internet: service profiles', (get) => {
  it('creates, reads, lists, updates and deletes a profile with its allowed NAS', async () => {
    const t = get();
    const token = await t.adminToken();
    const a = await makeNas(t, { nasname: '10.5.0.1' });
    const b = await makeNas(t, { nasname: '10.5.0.2' });
    const body = {
      name: 'Home 2M',
      description: 'Home users',
      rateLimit: '1M/2M',
      ipPool: 'home',
      nasProfiles: [{ nas: { id: b.id } }, { nas: { id: a.id } }],
    };
    const created = await t.call(`${URL}/profile/create`, body, token);
    expect(created.status).toBe(200);
    const { profile } = created.body.data;
    expect(profile).toMatchObject({
      name: 'Home 2M',
      description: 'Home users',
      rateLimit: '1M/2M',
      ipPool: 'home',
      nasProfiles: [{ nas: { id: a.id, nasname: '10.5.0.1' } }, { nas: { id: b.id, nasname: '10.5.0.2' } }],
    });
    expect((await t.call(`${URL}/profile`, { id: profile.id }, token)).body.data.profile).toEqual(profile);
    const list = await t.call(`${URL}/profiles`, { offset: 0, limit: 10, criteria: { name: 'home 2' } }, token);
    expect(list.body.data).toEqual({ profiles: [profile], size: 1 });

    const updated = await t.call(
      `${URL}/profile/update`,
      { ...body, id: profile.id, rateLimit: '2M/4M', nasProfiles: [{ nas: { id: a.id } }], updated: profile.updated },
      token,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data.profile).toMatchObject({ rateLimit: '2M/4M', nasProfiles: [{ nas: { id: a.id, nasname: '10.5.0.1' } }] });

    expect((await t.call(`${URL}/profile/delete`, { id: profile.id }, token)).status).toBe(200);
    expect((await t.call(`${URL}/profile`, { id: profile.id }, token)).status).toBe(404);
    expect(await t.db.selectFrom('service_profile_nas').selectAll().where('profile_id', '=', profile.id).execute()).toEqual([]);
  });

  it('answers the writes under /internet/profile too (the other reading of the spec)', async () => {
    const t = get();
    const token = await t.adminToken();
    const created = await t.call('/internet/profile/create', { name: 'Short path', description: 'Other reading', rateLimit: '512k' }, token);
    expect(created.status).toBe(200);
    const { profile } = created.body.data;
    expect(profile).toMatchObject({ ipPool: '', nasProfiles: [] });
    const updated = await t.call(
      '/internet/profile/update',
      { id: profile.id, name: 'Short path 2', description: 'Other reading', rateLimit: '512k' },
      token,
    );
    expect(updated.body.data.profile.name).toBe('Short path 2');
    expect((await t.call('/internet/profile/delete', { id: profile.id }, token)).status).toBe(200);
    expect((await t.call(`${URL}/profile`, { id: profile.id }, token)).status).toBe(404);
  });

  it('validates the lengths and the MikroTik rate limit', async () => {
    const t = get();
    const token = await t.adminToken();
    const url = `${URL}/profile/create`;
    const base = { name: 'Rated', description: 'Rates', rateLimit: '1M/2M' };
    await expectLengthLimits(t, url, (name) => ({ ...base, name }), 'name', [2, 64]);
    await expectLengthLimits(t, url, (description) => ({ ...base, description }), 'description', [2, 100]);
    await expectLengthLimits(t, url, (ipPool) => ({ ...base, ipPool }), 'ipPool', [0, 20]);
    const good = [
      '512k',
      '1M/2M',
      '256k 512k',
      '256k/512k 1M/2M 192k/384k',
      '256k/256k 512k/512k 192k/192k 8/8',
      '2M/4M 4M/8M 1M/3M 30/30 8 1M/2M',
      '1M/2M 2M/4M 768k/1536k 16s/16s 1',
      `${'1'.repeat(48)}k`,
    ];
    for (const rateLimit of good) expect([rateLimit, (await t.call(url, { ...base, rateLimit }, token)).status]).toEqual([rateLimit, 200]);
    const bad = [
      '1k',
      '1.5M',
      '10G',
      '1M/',
      '1M 2M 3M 4M',
      '1M 2M 3M 4 9',
      '1M/2M/3M',
      '1M  2M',
      'fast',
      `${'1'.repeat(50)}k`,
      '1M 2M 3M 4/4 8 1M 2M',
    ];
    for (const rateLimit of bad) {
      expect([rateLimit, fieldErrors(await t.call(url, { ...base, rateLimit }, token)).rateLimit]).toEqual([
        rateLimit,
        rateLimit.length < 4 ? 'At least 4 characters' : rateLimit.length > 50 ? 'At most 50 characters' : 'Not a MikroTik rate limit, e.g. 2M/4M',
      ]);
    }
    const unknownNas = await t.call(url, { ...base, name: 'No NAS', nasProfiles: [{ nas: { id: UNKNOWN } }] }, token);
    expect([unknownNas.status, unknownNas.body.message]).toEqual([404, 'NAS not found.']);
    expect(await t.db.selectFrom('service_profiles').select('id').where('name', '=', 'No NAS').execute()).toEqual([]);
  });

  it('refuses to delete a profile a plan or a constraint uses, and answers 404 for unknown ids', async () => {
    const t = get();
    const token = await t.adminToken();
    const used = await makeProfile(t, { name: 'Busy' });
    const plan = await makePrepaidPlan(t, { name: 'Monthly', profileId: used.id });
    await makePrepaidPlan(t, { name: 'Weekly', expiredProfileId: used.id });
    const refused = await t.call(`${URL}/profile/delete`, { id: used.id }, token);
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'Profile Busy is still used by 2 plans ("Monthly", "Weekly"). Nothing was deleted.',
    ]);

    const night = await makeProfile(t, { name: 'Night' });
    await t.call(`${URL}/plan/constraint/create`, { planId: plan.id, profileId: night.id, days: [0], start: 0, end: 3600 }, token);
    const viaConstraint = await t.call('/internet/profile/delete', { id: night.id }, token);
    expect([viaConstraint.status, viaConstraint.body.message]).toEqual([
      409,
      'Profile Night is still used by a constraint of plan "Monthly". Nothing was deleted.',
    ]);
    expect((await t.call(`${URL}/profile`, { id: night.id }, token)).status).toBe(200);
    expect((await t.call(`${URL}/profile`, { id: UNKNOWN }, token)).body.message).toBe('Profile not found.');
    expect((await t.call(`${URL}/profile/update`, { ...used, id: UNKNOWN }, token)).status).toBe(404);
  });

  it('enforces the profile permissions on both paths', async () => {
    const t = get();
    const profile = await makeProfile(t, { name: 'Guarded' });
    const viewer = await t.userWith([P.VIEW_PROFILES]);
    expect((await t.call(`${URL}/profiles`, {}, viewer.token)).status).toBe(200);
    expect((await t.call(`${URL}/profile`, { id: profile.id }, viewer.token)).status).toBe(200);
    const body = { id: profile.id, name: 'Changed', description: 'Changed', rateLimit: '1M' };
    for (const prefix of [URL, '/internet']) {
      expect((await t.call(`${prefix}/profile/create`, body, viewer.token)).status).toBe(403);
      expect((await t.call(`${prefix}/profile/update`, body, viewer.token)).status).toBe(403);
      expect((await t.call(`${prefix}/profile/delete`, { id: profile.id }, viewer.token)).status).toBe(403);
    }
    expect((await t.db.selectFrom('service_profiles').select('name').where('id', '=', profile.id).executeTakeFirstOrThrow()).name).toBe('Guarded');
    // The plan forms fill their profile dropdowns without the profiles' own view permission.
    const planEditor = await t.userWith([P.MODIFY_PLAN]);
    expect((await t.call(`${URL}/profiles`, { limit: 1000 }, planEditor.token)).status).toBe(200);
    expect((await t.call(`${URL}/profiles`, {}, (await t.userWith([P.VIEW_NAS])).token)).status).toBe(403);
  });
});
