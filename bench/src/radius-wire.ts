// A small RADIUS client for the bench (RFC 2865 Access-Request with PAP, RFC 2866 Accounting-Request):
// it times every request from the datagram's send to its answer, which radclient does not report.
// One UDP socket, identifiers handed out round-robin among those not outstanding, no retransmission:
// a request unanswered after `timeoutMs` is lost. Answers are checked against the Response
// Authenticator (MD5 of the answer with the request's authenticator and the secret), so an answer
// counts only if it is FreeRADIUS's answer to that request.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import dgram from 'node:dgram';

export const CODES = { accessRequest: 1, accessAccept: 2, accessReject: 3, accountingRequest: 4, accountingResponse: 5 } as const;
export const ACCT_STATUS = { start: 1, stop: 2, interimUpdate: 3 } as const;

/** Attributes by RFC 2865/2866 number; values are strings (text), numbers (32-bit integers) or IPv4 addresses as `ip:`. */
export const ATTR = {
  userName: 1,
  userPassword: 2,
  nasIpAddress: 4,
  nasPort: 5,
  acctStatusType: 40,
  acctInputOctets: 42,
  acctOutputOctets: 43,
  acctSessionId: 44,
  acctSessionTime: 46,
  messageAuthenticator: 80,
} as const;

export type AttributeValue = string | number | { ip: string };
export type Attributes = Array<[number, AttributeValue]>;

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();

function attribute(type: number, value: Buffer): Buffer {
  if (value.length > 253) throw new Error(`attribute ${type} is longer than 253 octets`);
  return Buffer.concat([Buffer.from([type, value.length + 2]), value]);
}

function encodeValue(value: AttributeValue): Buffer {
  if (typeof value === 'string') return Buffer.from(value, 'utf8');
  if (typeof value === 'number') {
    const out = Buffer.alloc(4);
    out.writeUInt32BE(value >>> 0);
    return out;
  }
  return Buffer.from(value.ip.split('.').map(Number));
}

/** RFC 2865 5.2: the password padded to 16 octets, each block XORed with MD5(secret + previous block). */
export function hidePassword(password: string, secret: string, authenticator: Buffer): Buffer {
  const clear = Buffer.from(password, 'utf8');
  const padded = Buffer.alloc(Math.max(16, Math.ceil(clear.length / 16) * 16));
  clear.copy(padded);
  const out = Buffer.alloc(padded.length);
  let previous = authenticator;
  for (let at = 0; at < padded.length; at += 16) {
    const mask = md5(Buffer.from(secret, 'utf8'), previous);
    for (let i = 0; i < 16; i++) out[at + i] = padded[at + i] ^ mask[i];
    previous = out.subarray(at, at + 16);
  }
  return out;
}

function packet(code: number, id: number, authenticator: Buffer, body: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt8(code, 0);
  header.writeUInt8(id, 1);
  header.writeUInt16BE(20 + body.length, 2);
  return Buffer.concat([header, authenticator, body]);
}

/**
 * An Access-Request with User-Name, the hidden User-Password, the other attributes and
 * Message-Authenticator (RFC 3579 3.2: HMAC-MD5 keyed with the secret over the packet with the
 * attribute zeroed), which the console requires of a NAS by default (Blast-RADIUS); answers the
 * packet and its authenticator.
 */
export function accessRequest(
  id: number,
  secret: string,
  user: string,
  password: string,
  extra: Attributes = [],
): { data: Buffer; authenticator: Buffer } {
  const authenticator = randomBytes(16);
  const body = Buffer.concat([
    attribute(ATTR.userName, encodeValue(user)),
    attribute(ATTR.userPassword, hidePassword(password, secret, authenticator)),
    ...extra.map(([type, value]) => attribute(type, encodeValue(value))),
    attribute(ATTR.messageAuthenticator, Buffer.alloc(16)),
  ]);
  const data = packet(CODES.accessRequest, id, authenticator, body);
  createHmac('md5', secret)
    .update(data)
    .digest()
    .copy(data, data.length - 16);
  return { data, authenticator };
}

/** RFC 2866 3: the Request Authenticator is MD5(packet with 16 zero octets + secret). */
export function accountingRequest(id: number, secret: string, attributes: Attributes): { data: Buffer; authenticator: Buffer } {
  const body = Buffer.concat(attributes.map(([type, value]) => attribute(type, encodeValue(value))));
  const unsigned = packet(CODES.accountingRequest, id, Buffer.alloc(16), body);
  const authenticator = md5(unsigned, Buffer.from(secret, 'utf8'));
  authenticator.copy(unsigned, 4);
  return { data: unsigned, authenticator };
}

export interface LoadResult {
  sent: number;
  /** Answers by code (2 Access-Accept, 3 Access-Reject, 5 Accounting-Response). */
  answers: Record<number, number>;
  lost: number;
  /** Milliseconds from send to answer, answered requests only. */
  latencies: number[];
  seconds: number;
}

/**
 * Sends `count` requests built by `build(i, id)`, `parallel` outstanding at a time, and waits for
 * each answer up to `timeoutMs`.
 */
export function runLoad(options: {
  host: string;
  port: number;
  secret: string;
  count: number;
  parallel: number;
  timeoutMs: number;
  build: (i: number, id: number) => { data: Buffer; authenticator: Buffer };
}): Promise<LoadResult> {
  const { host, port, secret, count, parallel, timeoutMs, build } = options;
  const socket = dgram.createSocket('udp4');
  const secretBytes = Buffer.from(secret, 'utf8');
  const pending = new Map<number, { authenticator: Buffer; started: bigint; timer: NodeJS.Timeout }>();
  const result: LoadResult = { sent: 0, answers: {}, lost: 0, latencies: [], seconds: 0 };
  let nextId = 0;
  const begun = process.hrtime.bigint();

  return new Promise((resolve, reject) => {
    const finishIfDone = () => {
      if (result.sent === count && pending.size === 0) {
        result.seconds = Number(process.hrtime.bigint() - begun) / 1e9;
        socket.close();
        resolve(result);
      }
    };
    const sendNext = () => {
      while (result.sent < count && pending.size < parallel) {
        while (pending.has(nextId)) nextId = (nextId + 1) & 0xff;
        const id = nextId;
        nextId = (nextId + 1) & 0xff;
        const { data, authenticator } = build(result.sent, id);
        result.sent++;
        const timer = setTimeout(() => {
          pending.delete(id);
          result.lost++;
          sendNext();
          finishIfDone();
        }, timeoutMs);
        pending.set(id, { authenticator, started: process.hrtime.bigint(), timer });
        socket.send(data, port, host);
      }
    };
    socket.on('message', (message) => {
      const arrived = process.hrtime.bigint();
      if (message.length < 20) return;
      const id = message[1];
      const request = pending.get(id);
      if (!request) return; // late answer to a request already counted lost
      const expected = md5(message.subarray(0, 4), request.authenticator, message.subarray(20), secretBytes);
      if (!expected.equals(message.subarray(4, 20))) return; // not the answer to this request
      clearTimeout(request.timer);
      pending.delete(id);
      result.latencies.push(Number(arrived - request.started) / 1e6);
      result.answers[message[0]] = (result.answers[message[0]] ?? 0) + 1;
      sendNext();
      finishIfDone();
    });
    socket.on('error', reject);
    socket.bind(0, () => {
      sendNext();
      finishIfDone();
    });
  });
}

/** The q-quantile (0..1) of `values` in milliseconds, nearest rank. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
