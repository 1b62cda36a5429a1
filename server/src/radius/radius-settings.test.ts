import { loadConfig } from '../config';
import { loadRadiusSettings, sessionSilence } from './radius-settings';

describe('radius: settings', () => {
  it('reads plan windows in Africa/Lagos unless RADIUS_TIME_ZONE names another zone', () => {
    expect(loadRadiusSettings({}).timeZone).toBe('Africa/Lagos');
    expect(loadRadiusSettings({ RADIUS_TIME_ZONE: 'America/Caracas' }).timeZone).toBe('America/Caracas');
  });

  it('refuses a time zone that is not one, instead of reading windows in UTC', () => {
    expect(() => loadRadiusSettings({ RADIUS_TIME_ZONE: 'Lagos' })).toThrow('RADIUS_TIME_ZONE Lagos is not a time zone name (e.g. Africa/Lagos)');
  });

  it('sends Acct-Interim-Interval 300 unless RADIUS_INTERIM_INTERVAL says otherwise; a session is stale after three intervals of silence', () => {
    expect(loadRadiusSettings({}).interimInterval).toBe(300);
    expect(loadRadiusSettings({ RADIUS_INTERIM_INTERVAL: '120' }).interimInterval).toBe(120);
    expect(sessionSilence(300)).toBe(900);
    // The console's sweep reads the same setting.
    expect(loadConfig({ RADIUS_INTERIM_INTERVAL: '120' })).toMatchObject({ radiusInterimInterval: 120, radiusSessionSilence: 360 });
  });
});
