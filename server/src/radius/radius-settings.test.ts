import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { writeRadiusConfig } from './radius-config';
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

  it('runs 32 threads with 33 connections on PostgreSQL and 4 with 5 on SQLite unless RADIUS_THREADS says otherwise', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'radius-threads-'));
    const written = (env: NodeJS.ProcessEnv, dialect: 'sqlite' | 'postgresql') => {
      const database =
        dialect === 'sqlite'
          ? { dialect, file: path.join(dir, 'console.db') }
          : { dialect, host: '127.0.0.1', port: 5432, database: 'console', user: 'console_radius', password: 'x' };
      writeRadiusConfig(path.join(dir, 'config'), database, loadRadiusSettings(env));
      const radiusd = fs.readFileSync(path.join(dir, 'config/radiusd.conf'), 'utf8');
      const threads = Number(/max_servers = (\d+)/.exec(radiusd)?.[1]);
      // FreeRADIUS exits at start when either is above max_servers.
      expect(Number(/start_servers = (\d+)/.exec(radiusd)?.[1])).toBeLessThanOrEqual(threads);
      expect(Number(/min_spare_servers = (\d+)/.exec(radiusd)?.[1])).toBeLessThanOrEqual(threads);
      const pool = /max = (\d+)/.exec(fs.readFileSync(path.join(dir, 'config/sql.conf'), 'utf8'))?.[1];
      return [threads, Number(pool)];
    };
    try {
      expect(written({}, 'postgresql')).toEqual([32, 33]);
      expect(written({}, 'sqlite')).toEqual([4, 5]);
      expect(written({ RADIUS_THREADS: '8' }, 'postgresql')).toEqual([8, 9]);
      expect(written({ RADIUS_THREADS: '1' }, 'sqlite')).toEqual([1, 2]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(() => loadRadiusSettings({ RADIUS_THREADS: '0' })).toThrow('RADIUS_THREADS 0 is not a whole number from 1 to 256');
  });
});
