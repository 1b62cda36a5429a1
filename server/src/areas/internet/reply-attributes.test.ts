import { describeAsAdmin } from '../../testing/test-app';
import { API, fieldErrors, makeProfile } from './internet-fixtures';

const base = { name: 'Attributes', description: 'Free-form items', rateLimit: '1M/2M', ipPool: 'pool1', nasProfiles: [] };

describeAsAdmin("internet: a profile's free-form reply attributes, checked against FreeRADIUS's dictionaries", (s) => {
  it('keeps the items in the dictionary spelling, one a line, and refuses at the field what FreeRADIUS would not take, naming the line', async () => {
    const { profile } = await s.ok(`${API}/profile/create`, {
      ...base,
      idleTimeout: 600,
      replyAttributes:
        'filter-id = "std users"\n\nService-Type := framed-user\nFramed-IP-Netmask = 255.255.255.0\nCisco-AVPair += ip:dns-servers=10.0.0.53',
    });
    expect(profile).toMatchObject({
      idleTimeout: 600,
      replyAttributes:
        'Filter-Id = std users\nService-Type = Framed-User\nFramed-IP-Netmask = 255.255.255.0\nCisco-AVPair = ip:dns-servers=10.0.0.53',
    });

    const refused = async (replyAttributes: string) => fieldErrors(await s.t.call(`${API}/profile/create`, { ...base, replyAttributes }, s.admin));
    expect(await refused('Filter-Id = ok\nFoo-Bar = 1')).toEqual({
      replyAttributes: "Line 2: Foo-Bar is not an attribute in FreeRADIUS's dictionaries",
    });
    expect(await refused('Idle-Timeout = ten')).toEqual({ replyAttributes: 'Line 1: Idle-Timeout takes a whole number (integer), not ten' });
    expect(await refused('Framed-IP-Address = 10.0.0')).toEqual({
      replyAttributes: 'Line 1: Framed-IP-Address takes an IPv4 address (ipaddr), e.g. 10.0.0.1',
    });
    expect((await refused('Service-Type = Wizard')).replyAttributes).toMatch(
      /^Line 1: Service-Type takes a number or one of Login-User, Framed-User, /,
    );
    expect(await refused('just words')).toEqual({ replyAttributes: 'Line 1: write Attribute = value, e.g. Idle-Timeout = 600' });
    expect(await refused('Session-Timeout = 60')).toEqual({ replyAttributes: 'Line 1: Session-Timeout is set by the console itself' });
    // Nothing of a refused profile is kept.
    const list = await s.t.call(`${API}/profiles`, { offset: 0, limit: 10, criteria: { name: 'Attributes' } }, s.admin);
    expect(list.body.data.size).toBe(1);
  });

  it('replaces the items on update and drops them with the profile', async () => {
    const profile = await makeProfile(s.t, { replyAttributes: 'Filter-Id = first' });
    const { profile: updated } = await s.ok(`${API}/profile/update`, {
      ...base,
      name: profile.name,
      id: profile.id,
      updated: profile.updated,
      replyAttributes: 'Filter-Id = second\nReply-Message = Welcome',
    });
    expect(updated.replyAttributes).toBe('Filter-Id = second\nReply-Message = Welcome');
    await s.ok(`${API}/profile/delete`, { id: profile.id });
    expect(await s.t.db.selectFrom('profile_reply_attributes').selectAll().where('profileId', '=', profile.id).execute()).toEqual([]);
  });
});
