import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GatewayRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeSmsGateway {
  url: string;
  /** Every request received, failed or not. */
  requests: GatewayRequest[];
  /** The next `count` requests are answered `status` with `text` (a gateway down or refusing). */
  failNext(count: number, status?: number, text?: string): void;
  close(): Promise<void>;
}

/** An HTTP SMS gateway on a free port that keeps what it is sent, for tests of the notices' SMS channel. */
export async function startFakeSmsGateway(): Promise<FakeSmsGateway> {
  const requests: GatewayRequest[] = [];
  let failures: { count: number; status: number; text: string } = { count: 0, status: 503, text: '' };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (failures.count > 0) {
        failures = { ...failures, count: failures.count - 1 };
        response.writeHead(failures.status, { 'content-type': 'text/plain' }).end(failures.text);
      } else response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":"ok"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(count, status = 503, text = 'Gateway busy') {
      failures = { count, status, text };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
