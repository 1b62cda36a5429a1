import { spawn } from 'node:child_process';

export interface RadiusAnswer {
  /** 'Access-Accept', 'Access-Reject', 'Accounting-Response', ...; null when nothing came back. */
  code: string | null;
  /** The answer's attributes, by name (a repeated attribute keeps its last value). */
  attributes: Record<string, string>;
  output: string;
}

export interface RadclientTarget {
  host: string;
  port: number;
  secret: string;
  /** Seconds to wait for each try. */
  timeout?: number;
  retries?: number;
}

/** A packet's attributes: by name, or as a list where one repeats (several Cisco-AVPair). */
export type RadiusAttributes = Record<string, string | number | undefined> | ReadonlyArray<readonly [string, string | number | undefined]>;

/**
 * `Name = "value"` lines as radclient reads them; the value's quotes and backslashes escaped. Octets
 * written as 0x-hex (a Class echoed back, as radclient prints it) go unquoted: quoted, radclient drops them.
 */
function packetText(attributes: RadiusAttributes): string {
  return (Array.isArray(attributes) ? attributes : Object.entries(attributes))
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) =>
      /^0x[0-9a-f]+$/i.test(String(value)) ? `${name} = ${value}` : `${name} = "${String(value).replace(/[\\"]/g, (c) => `\\${c}`)}"`,
    )
    .join('\n');
}

/** Runs `radclient` with `args` (no shell) and `input` on its stdin; resolves with all it printed. */
export function runRadclient(args: string[], input: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('radclient', args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => resolve(output));
    child.stdin.end(input);
  });
}

/**
 * Sends one RADIUS packet with FreeRADIUS's `radclient` (no shell: arguments and the packet go
 * straight to the process) and reads the answer from its verbose output.
 */
export async function radclient(
  type: 'auth' | 'acct' | 'disconnect' | 'coa' | 'status',
  attributes: RadiusAttributes,
  target: RadclientTarget,
): Promise<RadiusAnswer> {
  const args = ['-x', '-r', String(target.retries ?? 1), '-t', String(target.timeout ?? 2), `${target.host}:${target.port}`, type, target.secret];
  const output = await runRadclient(args, `${packetText(attributes)}\n`);
  const lines = output.split('\n');
  const received = lines.findIndex((line) => line.startsWith('Received '));
  if (received < 0) return { code: null, attributes: {}, output };
  const attributesOut: Record<string, string> = {};
  for (const line of lines.slice(received + 1)) {
    const match = /^\s+([\w-]+) = (.*)$/.exec(line);
    if (!match) break;
    attributesOut[match[1]] = match[2].replace(/^"(.*)"$/, '$1');
  }
  return { code: lines[received].split(' ')[1], attributes: attributesOut, output };
}
