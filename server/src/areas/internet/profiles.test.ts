import { IP_POOL_MESSAGE, P } from '@console/api/contract';
import { describeAsAdmin } from '../../testing/test-app';
import { API, UNKNOWN, expectLengthLimits, fieldErrors, makeNas, makePrepaidPlan, makeProfile } from './internet-fixtures';

describeAsAdmin('internet: service profiles', (s) => {
  it('creates, reads, lists, updates and deletes a profile with its allowed NAS', async () => {
    const a = await makeNas(s.t, { nasname: '10.5.0.1' });
    const b = await makeNas(s.t, { nasname: '10.5.0.2' });
    const body = {
      name: 'Home 2M',
      description: 'Home users',
      rateLimit: '1M/2M',
      ipPool: 'home',
      nasProfiles: [{ nas: { id: b.id } }, { nas: { id: a.id } }],
    };
    const { profile } = await s.ok(`${API}/profile/create`, body);
    expect(profile).toMatchObject({
      name: 'Home 2M',
      description: 'Home users',
      rateLimit: '1M/2M',
      ipPool: 'home',
      nasProfiles: [{ nas: { id: a.id, nasname: '10.5.0.1' } }, { nas: { id: b.id, nasname: '10.5.0.2' } }],
    });
    expect((await s.t.call(`${API}/profile`, { id: profile.id }, s.admin)).body.data.profile).toEqual(profile);
    const list = await s.t.call(`${API}/profiles`, { offset: 0, limit: 10, criteria: { name: 'home 2' } }, s.admin);
    expect(list.body.data).toEqual({ profiles: [profile], size: 1 });

    const updated = await s.t.call(
      `${API}/profile/update`,
      { ...body, id: profile.id, rateLimit: '2M/4M', nasProfiles: [{ nas: { id: a.id } }], updated: profile.updated },
      s.admin,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data.profile).toMatchObject({ rateLimit: '2M/4M', nasProfiles: [{ nas: { id: a.id, nasname: '10.5.0.1' } }] });

    expect((await s.t.call(`${API}/profile/delete`, { id: profile.id }, s.admin)).status).toBe(200);
    expect((await s.t.call(`${API}/profile`, { id: profile.id }, s.admin)).status).toBe(404);
    expect(await s.t.db.selectFrom('service_profile_nas').selectAll().where('profileId', '=', profile.id).execute()).toEqual([]);
  });

  it('answers the writes under /internet/profile too (the other reading of the spec)', async () => {
    const { profile } = await s.ok('/internet/profile/create', { name: 'Short path', description: 'Other reading', rateLimit: '512k' });
    expect(profile).toMatchObject({ ipPool: '', nasProfiles: [] });
    const updated = await s.t.call(
      '/internet/profile/update',
      { id: profile.id, name: 'Short path 2', description: 'Other reading', rateLimit: '512k' },
      s.admin,
    );
    expect(updated.body.data.profile.name).toBe('Short path 2');
    expect((await s.t.call('/internet/profile/delete', { id: profile.id }, s.admin)).status).toBe(200);
    expect((await s.t.call(`${API}/profile`, { id: profile.id }, s.admin)).status).toBe(404);
  });

  it('validates the lengths and the MikroTik rate limit', async () => {
    const url = `${API}/profile/create`;
    const base = { name: 'Rated', description: 'Rates', rateLimit: '1M/2M' };
    await expectLengthLimits(s.t, url, (name) => ({ ...base, name }), 'name', [2, 64]);
    await expectLengthLimits(s.t, url, (description) => ({ ...base, description }), 'description', [2, 100]);
    await expectLengthLimits(s.t, url, (ipPool) => ({ ...base, ipPool }), 'ipPool', [0, 20]);
    // As a MikroTik router names a pool (issue 31).
    for (const ipPool of ['pool 1 !!', 'hotspot pool', '-pool', 'pool.']) {
      expect([ipPool, fieldErrors(await s.t.call(url, { ...base, ipPool }, s.admin)).ipPool]).toEqual([ipPool, IP_POOL_MESSAGE]);
    }
    expect((await s.t.call(url, { ...base, name: 'Pooled', ipPool: 'hotspot_pool-2.a' }, s.admin)).status).toBe(200);
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
    for (const rateLimit of good) expect([rateLimit, (await s.t.call(url, { ...base, rateLimit }, s.admin)).status]).toEqual([rateLimit, 200]);
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
      expect([rateLimit, fieldErrors(await s.t.call(url, { ...base, rateLimit }, s.admin)).rateLimit]).toEqual([
        rateLimit,
        rateLimit.length < 4 ? 'At least 4 characters' : rateLimit.length > 50 ? 'At most 50 characters' : 'Not a MikroTik rate limit, e.g. 2M/4M',
      ]);
    }
    const unknownNas = await s.t.call(url, { ...base, name: 'No NAS', nasProfiles: [{ nas: { id: UNKNOWN } }] }, s.admin);
    expect([unknownNas.status, unknownNas.body.message]).toEqual([404, 'NAS not found.']);
    expect(await s.t.db.selectFrom('service_profiles').select('id').where('name', '=', 'No NAS').execute()).toEqual([]);
  });

  it('refuses to delete a profile a plan or a constraint uses, and answers 404 for unknown ids', async () => {
    const used = await makeProfile(s.t, { name: 'Busy' });
    const plan = await makePrepaidPlan(s.t, { name: 'Monthly', profileId: used.id });
    await makePrepaidPlan(s.t, { name: 'Weekly', expiredProfileId: used.id });
    const refused = await s.t.call(`${API}/profile/delete`, { id: used.id }, s.admin);
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'Profile Busy is still used by 2 plans ("Monthly", "Weekly"). Nothing was deleted.',
    ]);

    const night = await makeProfile(s.t, { name: 'Night' });
    await s.t.call(`${API}/plan/constraint/create`, { planId: plan.id, profileId: night.id, days: [0], start: 0, end: 3600 }, s.admin);
    const viaConstraint = await s.t.call('/internet/profile/delete', { id: night.id }, s.admin);
    expect([viaConstraint.status, viaConstraint.body.message]).toEqual([
      409,
      'Profile Night is still used by a constraint of plan "Monthly". Nothing was deleted.',
    ]);
    expect((await s.t.call(`${API}/profile`, { id: night.id }, s.admin)).status).toBe(200);
    expect((await s.t.call(`${API}/profile`, { id: UNKNOWN }, s.admin)).body.message).toBe('Profile not found.');
    expect((await s.t.call(`${API}/profile/update`, { ...used, id: UNKNOWN }, s.admin)).status).toBe(404);
  });

  it('enforces the profile permissions on both paths', async () => {
    const profile = await makeProfile(s.t, { name: 'Guarded' });
    const viewer = await s.t.userWith([P.VIEW_PROFILES]);
    expect((await s.t.call(`${API}/profiles`, {}, viewer.token)).status).toBe(200);
    expect((await s.t.call(`${API}/profile`, { id: profile.id }, viewer.token)).status).toBe(200);
    const body = { id: profile.id, name: 'Changed', description: 'Changed', rateLimit: '1M' };
    for (const prefix of [API, '/internet']) {
      expect((await s.t.call(`${prefix}/profile/create`, body, viewer.token)).status).toBe(403);
      expect((await s.t.call(`${prefix}/profile/update`, body, viewer.token)).status).toBe(403);
      expect((await s.t.call(`${prefix}/profile/delete`, { id: profile.id }, viewer.token)).status).toBe(403);
    }
    expect((await s.t.db.selectFrom('service_profiles').select('name').where('id', '=', profile.id).executeTakeFirstOrThrow()).name).toBe('Guarded');
    // The plan forms fill their profile dropdowns without the profiles' own view permission.
    const planEditor = await s.t.userWith([P.MODIFY_PLAN]);
    expect((await s.t.call(`${API}/profiles`, { limit: 1000 }, planEditor.token)).status).toBe(200);
    expect((await s.t.call(`${API}/profiles`, {}, (await s.t.userWith([P.VIEW_NAS])).token)).status).toBe(403);
  });
});
