import { loadRadiusSettings } from './radius-settings';

describe('radius: settings', () => {
  it('reads plan windows in Africa/Lagos unless RADIUS_TIME_ZONE names another zone', () => {
    expect(loadRadiusSettings({}).timeZone).toBe('Africa/Lagos');
    expect(loadRadiusSettings({ RADIUS_TIME_ZONE: 'America/Caracas' }).timeZone).toBe('America/Caracas');
  });

  it('refuses a time zone that is not one, instead of reading windows in UTC', () => {
    expect(() => loadRadiusSettings({ RADIUS_TIME_ZONE: 'Lagos' })).toThrow('RADIUS_TIME_ZONE Lagos is not a time zone name (e.g. Africa/Lagos)');
  });
});
