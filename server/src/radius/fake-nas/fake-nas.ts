import dgram from 'node:dgram';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fillTemplate } from '../radius-config';
import { startRadius, type RunningRadius } from '../radius-process';
import { loadRadiusSettings, type RadiusSettings } from '../radius-settings';

// The NAS stand-in of the RADIUS suites and the e2e (no test framework here: the e2e imports it too).

/** The shared secret of the loopback NAS the tests use. */
export const NAS_SECRET = 'nas-shared-secret-1';

/**
 * FreeRADIUS for a test: the settings `npm run radius` would use, on free loopback ports, answering
 * NAS on 127.0.0.0/8, with no reject delay so rejects come back at once.
 */
export async function loopbackRadiusSettings(overrides: Partial<RadiusSettings> = {}): Promise<RadiusSettings> {
  return {
    ...loadRadiusSettings({}),
    listenAddress: '127.0.0.1',
    authPort: await freeUdpPort(),
    acctPort: await freeUdpPort(),
    nasNetwork: '127.0.0.0/8',
    rejectDelay: 0,
    // Two suites' FreeRADIUS at once must fit in PostgreSQL's default 100 connections beside the
    // suites' own pools: 32 threads each (33 connections) did not, and a start failed.
    threads: 8,
    ...overrides,
  };
}

/** A UDP port nobody holds right now on the loopback address. */
export async function freeUdpPort(): Promise<number> {
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(() => resolve()));
  return port;
}

/**
 * A NAS stand-in (fake-nas/radiusd.conf): FreeRADIUS answering Disconnect/CoA on a free loopback
 * port with NAS_SECRET, in debug mode so a test can read what arrived.
 */
export async function startFakeNas(): Promise<{ port: number; nas: RunningRadius; stop(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-fake-nas-'));
  const port = await freeUdpPort();
  const template = fs.readFileSync(path.join(__dirname, 'radiusd.conf'), 'utf8');
  fs.writeFileSync(path.join(dir, 'radiusd.conf'), fillTemplate(template, { DIR: dir, SECRET: NAS_SECRET, PORT: String(port) }), { mode: 0o600 });
  const nas = await startRadius(loadRadiusSettings({}).bin, dir, { debug: true });
  return {
    port,
    nas,
    async stop() {
      await nas.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
