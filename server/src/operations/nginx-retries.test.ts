import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '@console/testing/server-process';
import { DRAIN_STATUS } from './lifecycle';
import { startNginx, type Balancer } from './support/nginx';

/**
 * A stand-in instance on a loopback port: answers POSTs with `behave`, keeping the bodies it read,
 * and GETs (startNginx's check that it is up) 200.
 */
async function upstream(behave: (request: http.IncomingMessage, response: http.ServerResponse) => void) {
  const received: string[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.method !== 'POST') return response.end();
      received.push(body);
      behave(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, received, port: (server.address() as AddressInfo).port };
}

const answer = (status: number, who: string) => (_request: http.IncomingMessage, response: http.ServerResponse) => {
  response.writeHead(status, { 'x-instance': who, connection: 'close' }).end(who);
};

/** POSTs in turn through the balancer: who answered each, and its status. */
async function posts(balancer: Balancer, count: number) {
  const answers: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${balancer.url}/api/department/create`, { method: 'POST', body: `write ${i}` });
    answers.push(`${response.status} ${response.headers.get('x-instance') ?? 'nginx'}`);
    await response.arrayBuffer();
  }
  return answers;
}

describe('the nginx configuration resends exactly the requests no instance carried out', () => {
  const servers: http.Server[] = [];
  let balancer: Balancer | undefined;
  afterEach(async () => {
    await balancer?.stop();
    for (const server of servers.splice(0)) server.close();
  });

  async function behind(...upstreams: Awaited<ReturnType<typeof upstream>>[]) {
    servers.push(...upstreams.map((u) => u.server));
    balancer = await startNginx(upstreams.map((u) => u.port));
  }

  it('sends a POST a draining instance turned away to the other, and skips the draining one for fail_timeout', async () => {
    const draining = await upstream(answer(DRAIN_STATUS, 'draining'));
    const live = await upstream(answer(200, 'live'));
    await behind(draining, live);
    expect(await posts(balancer!, 6)).toEqual(Array(6).fill('200 live'));
    expect(draining.received).toHaveLength(1);
    expect(live.received).toEqual(['write 0', 'write 1', 'write 2', 'write 3', 'write 4', 'write 5']);
  });

  it("passes a database outage's 503 to the client, neither resent nor counted against the instance", async () => {
    let databaseUp = false;
    const behaviour = (who: string) => (request: http.IncomingMessage, response: http.ServerResponse) =>
      answer(databaseUp ? 200 : 503, who)(request, response);
    const a = await upstream(behaviour('a'));
    const b = await upstream(behaviour('b'));
    await behind(a, b);
    expect((await posts(balancer!, 4)).sort()).toEqual(['503 a', '503 a', '503 b', '503 b']);
    expect([a.received.length, b.received.length]).toEqual([2, 2]);
    // Both instances are still in: the first request after the outage is served, not nginx's 502.
    databaseUp = true;
    expect((await posts(balancer!, 4)).sort()).toEqual(['200 a', '200 a', '200 b', '200 b']);
    expect(balancer!.errorLog()).not.toContain('no live upstreams');
  });

  it('sends a POST to the other instance when the connection is refused', async () => {
    const closed = { server: http.createServer(), received: [], port: await freePort() };
    const live = await upstream(answer(200, 'live'));
    await behind(closed, live);
    expect(await posts(balancer!, 4)).toEqual(Array(4).fill('200 live'));
  });

  it('does not resend a POST an instance read and then dropped the connection on: it may have carried it out', async () => {
    const crashing = await upstream((request) => request.socket.destroy());
    const live = await upstream(answer(200, 'live'));
    await behind(crashing, live);
    const answers = await posts(balancer!, 4);
    expect(answers.filter((a) => a !== '200 live')).toEqual(['502 nginx']);
    expect(crashing.received).toHaveLength(1);
    expect(live.received.sort()).toEqual(['write 0', 'write 1', 'write 2', 'write 3'].filter((w) => w !== crashing.received[0]));
  });
});
