import { loadConfig } from '../config';
import { maskCredentials } from './mask-credentials';

describe('credentials in messages', () => {
  it('masks the password of an address and of a password= setting, and nothing else', () => {
    expect(maskCredentials('not "mysql://console:s3cret@db:3306/console".')).toBe('not "mysql://console:***@db:3306/console".');
    expect(maskCredentials('postgresql://u:p%40ss:word@10.0.0.5/db?sslmode=require')).toBe('postgresql://u:***@10.0.0.5/db?sslmode=require');
    expect(maskCredentials('host=db user=console password=s3cret dbname=console')).toBe('host=db user=console password=*** dbname=console');
    expect(maskCredentials('postgres://console@db/console and http://example.com:8080/x')).toBe(
      'postgres://console@db/console and http://example.com:8080/x',
    );
  });

  it('keeps a refused DATABASE_URL out of the start-up message', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://console:s3cret@db/console' })).toThrow(
      'DATABASE_URL must be a postgres:// address, not "mysql://console:***@db/console".',
    );
  });
});
