import os from 'node:os';
import { loadConfig } from './config';

describe('the configuration', () => {
  it('takes the documented defaults, and an empty variable as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', SMTP_URL: '' });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: null,
      smtpUrl: null,
      sessionIdleSeconds: 1800,
      sessionAbsoluteSeconds: 43_200,
      mailFrom: 'console@localhost',
      logLevel: 'info',
      trustProxy: 0,
      operations: { drainSeconds: 30, drainListenSeconds: 5, metricsPort: null },
      hr: {
        retirementAge: 60,
        retirementServiceYears: 35,
        retirementWindowMonths: 12,
        chartYears: 7,
        employeeRules: { gradeLevel: { min: 1, max: 17 }, appointmentAheadDays: 30, statusAheadDays: 366 },
        exports: { running: os.availableParallelism(), waiting: 50, waitSeconds: 50 },
      },
    });
  });

  it('reads every variable of the README table', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@db/console',
      SESSION_IDLE_SECONDS: '60',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      HR_CHART_YEARS: '10',
      HR_GRADE_LEVEL_MIN: '2',
      HR_GRADE_LEVEL_MAX: '20',
      HR_APPOINTMENT_AHEAD_DAYS: '0',
      HR_STATUS_AHEAD_DAYS: '90',
      HR_EXPORTS_RUNNING: '4',
      HR_EXPORTS_WAITING: '0',
      HR_EXPORT_WAIT_SECONDS: '20',
      REMOTES_FILE: '/etc/remotes.json',
      DRAIN_SECONDS: '10',
      DRAIN_LISTEN_SECONDS: '10',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db/console',
      sessionIdleSeconds: 60,
      logLevel: 'warn',
      trustProxy: 1,
      remotesFile: '/etc/remotes.json',
      operations: { drainSeconds: 10, drainListenSeconds: 10 },
      hr: {
        chartYears: 10,
        employeeRules: { gradeLevel: { min: 2, max: 20 }, appointmentAheadDays: 0, statusAheadDays: 90 },
        exports: { running: 4, waiting: 0, waitSeconds: 20 },
      },
    });
  });

  it('refuses a bad value, naming each variable and its rule', () => {
    expect(() => loadConfig({ PORT: 'eighty', TRUST_PROXY: 'yes', DATABASE_URL: 'mysql://db' })).toThrow(
      [
        'PORT must be a whole number from 0 to 65535, not "eighty".',
        'DATABASE_URL must be a postgres:// address, not "mysql://db".',
        `TRUST_PROXY must be a number of proxies from 0 to 9, or the proxies' addresses (comma-separated, a range as 10.0.0.0/8), not "yes".`,
      ].join('\n'),
    );
    expect(() => loadConfig({ SESSION_IDLE_SECONDS: '0' })).toThrow(/SESSION_IDLE_SECONDS must be a whole number from 1/);
    expect(() => loadConfig({ HR_RETIREMENT_AGE: '200' })).toThrow(/HR_RETIREMENT_AGE must be a whole number from 1 to 100/);
    expect(() => loadConfig({ HR_GRADE_LEVEL_MIN: '10', HR_GRADE_LEVEL_MAX: '9' })).toThrow(
      'HR_GRADE_LEVEL_MIN (10) must not be above HR_GRADE_LEVEL_MAX (9).',
    );
    expect(() => loadConfig({ DRAIN_LISTEN_SECONDS: 'soon' })).toThrow('DRAIN_LISTEN_SECONDS must be a whole number from 0 to 3600, not "soon".');
    expect(() => loadConfig({ DRAIN_SECONDS: '10', DRAIN_LISTEN_SECONDS: '11' })).toThrow(
      'DRAIN_LISTEN_SECONDS (11) must not be above DRAIN_SECONDS (10).',
    );
  });
});
