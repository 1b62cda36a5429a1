import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { P } from '@console/api/contract';
import { describeEachDatabase } from '../testing/test-app';

/**
 * Sends a request's head announcing a large body and never sends the body; resolves with the status
 * line of the answer, or 'no answer' after `waitMs`.
 */
function headWithoutBody(port: number, path: string, headers: Record<string, string>, waitMs = 2000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const timer = setTimeout(() => {
      socket.destroy();
      resolve('no answer');
    }, waitMs);
    socket.once('error', reject);
    socket.once('data', (chunk) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(chunk.toString('latin1').split('\r\n')[0] ?? '');
    });
    const lines = Object.entries({ host: 'localhost', 'content-type': 'application/json', 'content-length': '900000', ...headers }).map(
      ([name, value]) => `${name}: ${value}`,
    );
    socket.write(`POST ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
  });
}

describeEachDatabase('the session is checked before the body is read', (get) => {
  let port = 0;
  beforeAll(async () => {
    await get().app.listen({ port: 0, host: '127.0.0.1' });
    port = (get().app.server.address() as AddressInfo).port;
  });

  it('answers a call without a session, or with an unknown token, while its body has not arrived', async () => {
    expect(await headWithoutBody(port, '/api/employee/create', {})).toBe('HTTP/1.1 403 Forbidden');
    expect(await headWithoutBody(port, '/api/employees', { authorization: 'Bearer not-a-session' })).toBe('HTTP/1.1 403 Forbidden');
  });

  it('answers a signed-in caller without the permission the same way', async () => {
    const { token } = await get().userWith([P.VIEW_USERS]);
    expect(await headWithoutBody(port, '/api/employees', { authorization: `Bearer ${token}` })).toBe('HTTP/1.1 403 Forbidden');
  });

  it('still reads the body of a caller who may make the call', async () => {
    const { token } = await get().userWith([P.VIEW_USERS]);
    // The answer waits for the announced body, which never comes.
    expect(await headWithoutBody(port, '/api/users', { authorization: `Bearer ${token}` }, 500)).toBe('no answer');
  });
});
