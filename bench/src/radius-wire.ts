// A small RADIUS client for the bench (RFC 2865 Access-Request with PAP, RFC 2866 Accounting-Request):
// it times every request from the datagram's send to its answer, which radclient does not report.
// One UDP socket, identifiers handed out round-robin among those not outstanding, no retransmission:
// a request unanswered after `timeoutMs` is lost. Answers are checked against the Response
// Authenticator (MD5 of the answer with the request's authenticator and the secret), so an answer
// counts only if it is FreeRADIUS's answer to that request. The packets themselves: server/src/radius/radius-packet.ts.
import { randomBytes } from 'node:crypto';
import dgram from 'node:dgram';
import {
  accessRequestPacket,
  accountingRequestPacket,
  answersRequest,
  hidePassword,
  RADIUS_ATTRIBUTE,
  RADIUS_CODE,
  type Attributes,
} from '../../server/src/radius/radius-packet';

export { RADIUS_CODE as CODES, RADIUS_ATTRIBUTE as ATTR, type Attributes };
export const ACCT_STATUS = { start: 1, stop: 2, interimUpdate: 3 } as const;

/**
 * An Access-Request with User-Name, the hidden User-Password, the other attributes and
 * Message-Authenticator, which the console requires of a NAS by default (Blast-RADIUS); answers the
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
  const attributes: Attributes = [
    [RADIUS_ATTRIBUTE.userName, user],
    [RADIUS_ATTRIBUTE.userPassword, hidePassword(password, secret, authenticator)],
    ...extra,
  ];
  return { data: accessRequestPacket(id, secret, authenticator, attributes), authenticator };
}

export const accountingRequest = accountingRequestPacket;

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
      if (!answersRequest(message, request.authenticator, secret)) return; // not the answer to this request
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
