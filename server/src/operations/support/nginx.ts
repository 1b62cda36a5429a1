import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@console/testing/server-process';

export const NGINX = '/usr/sbin/nginx';

export interface Balancer {
  url: string;
  /** nginx's error log so far ("no live upstreams" when it had no instance left to try). */
  errorLog(): string;
  stop(): Promise<void>;
}

function config(dir: string, listen: number, ports: number[]): string {
  const servers = ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n');
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # Which request's last try sent nothing to an instance (refused or unreachable): safe to send again.
  map $upstream_bytes_sent $console_unsent {
    "~(^|[,:] )0$" 1;
    default 0;
  }
  upstream console {
    # Failures are counted in shared memory: every worker skips a draining instance.
    zone console 64k;
${servers}
  }
  server {
    listen 127.0.0.1:${listen};
    client_max_body_size 3m;
    proxy_http_version 1.1;
    proxy_set_header Host $host;
    proxy_set_header X-Request-Id $request_id;
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_read_timeout 60s;
    # A draining instance answers 502 before doing anything: send the request on, a POST too, and
    # count it as a failure so it gets nothing more for fail_timeout. A 503 (the shared database is
    # down) goes to the client, neither resent nor counted: the other instances have the same
    # database. No error or timeout here: with non_idempotent they would resend a POST an instance
    # may have carried out.
    proxy_next_upstream http_502 non_idempotent;
    location / {
      proxy_pass http://console;
      error_page 502 = @unsent;
    }
    location @unsent {
      if ($console_unsent = 0) {
        return 502;
      }
      proxy_pass http://console;
    }
  }
}
`;
}

/**
 * Debian's nginx on a loopback port, round-robin over `ports`, with its own config, pid file and
 * temp folders in a temp dir: never the system's configuration.
 */
export async function startNginx(ports: number[]): Promise<Balancer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-nginx-'));
  // Workers run as nobody when the master is root: they write request bodies (photos) here.
  fs.chmodSync(dir, 0o777);
  const listen = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, config(dir, listen, ports));
  const child: ChildProcess = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${listen}`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    if (
      await fetch(`${url}/api/health`).then(
        () => true,
        () => false,
      )
    )
      break;
    if (tries > 100) throw new Error('nginx did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    errorLog: () => fs.readFileSync(path.join(dir, 'error.log'), 'utf8'),
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
