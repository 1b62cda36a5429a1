import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TOTP } from 'otpauth';
import { startServerProcess } from '@console/testing/server-process';

export const ADMIN = { username: 'admin@example.com', password: 'admin-password-1' };

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** POST an API call as the given token, answering the envelope. */
  api<T = any>(url: string, body?: unknown, token?: string): Promise<{ status: number; message: string; data: T }>;
  stop(): Promise<void>;
}

/** Calls the API and answers `data`, or throws with the server's answer: for a suite's setup, which must not go on after a refusal. */
export type ApiCaller = <T = any>(url: string, body: object) => Promise<T>;

export function apiCaller(server: RunningServer, token: () => string | undefined | Promise<string | undefined>): ApiCaller {
  return async (url, body) => {
    const answer = await server.api(url, body, await token());
    if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${answer.message} ${JSON.stringify(answer.data)}`);
    return answer.data;
  };
}

/**
 * A user an administrator created signs in with the password alone and sets up one-time codes as
 * Settings does (issue 31: no one else ever sees the secret); answers the secret and the recovery codes.
 */
export async function enrolOverApi(server: RunningServer, user: { username: string; password: string }) {
  const login = await server.api('/auth/login', { ...user, code: '' });
  const call = apiCaller(server, () => login.data.auth.authorization);
  const { secret } = await call<{ secret: string }>('/settings/totp', { currentPassword: user.password });
  const { recoveryCodes } = await call<{ recoveryCodes: string[] }>('/settings/totp/confirm', {
    code: new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate(),
  });
  await call('/auth/logout', {});
  return { secret, recoveryCodes };
}

/**
 * The real server, as `npm start` runs it, on SQLite in a fresh data folder. Extra env
 * (REMOTES_FILE, APPS_ROOT, ...) shapes the scenario. No balancer stands in front of it, so its stop
 * skips the drain's listening time (DRAIN_LISTEN_SECONDS, 5 s by default, which would idle every
 * file's teardown); in-flight requests still finish.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-e2e-'));
  const server = await startServerProcess({ env: { DATA_DIR: dataDir, DATABASE_URL: '', DRAIN_LISTEN_SECONDS: '0', ...env }, admin: ADMIN });
  return {
    baseUrl: server.baseUrl,
    dataDir,
    api: async (url, body, token) => (await server.api(url, body, token)).body,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A REMOTES_FILE listing every area where the server serves it, with `moved` areas pointed elsewhere. */
export function writeRemotesFile(file: string, moved: Record<string, string> = {}): void {
  const remotes = Object.fromEntries(['auth', 'hr', 'internet', 'security'].map((area) => [`mf_${area}`, `/apps/mf-${area}/mf-manifest.json`]));
  fs.writeFileSync(file, JSON.stringify({ remotes: { ...remotes, ...moved } }));
}
