import { createHash, createHmac } from 'node:crypto';

// RADIUS on the wire as a NAS writes it (RFC 2865, 2866, 3579), for what speaks to FreeRADIUS without
// radclient: the bench's load client (bench/src/radius-wire.ts) and the stand-in hotspot of the tests
// (hotspot/testing/access-request.ts). Not used by the server itself.

export const RADIUS_CODE = { accessRequest: 1, accessAccept: 2, accessReject: 3, accountingRequest: 4, accountingResponse: 5 } as const;

/** Attributes by their RFC 2865/2866 number. */
export const RADIUS_ATTRIBUTE = {
  userName: 1,
  userPassword: 2,
  chapPassword: 3,
  nasIpAddress: 4,
  nasPort: 5,
  serviceType: 6,
  framedIpAddress: 8,
  replyMessage: 18,
  sessionTimeout: 27,
  callingStationId: 31,
  nasIdentifier: 32,
  acctStatusType: 40,
  acctInputOctets: 42,
  acctOutputOctets: 43,
  acctSessionId: 44,
  acctSessionTime: 46,
  chapChallenge: 60,
  nasPortType: 61,
  messageAuthenticator: 80,
} as const;

/** A value: text, a 32-bit integer, an IPv4 address as `{ ip }`, or octets as they are. */
export type AttributeValue = string | number | { ip: string } | Buffer;
export type Attributes = Array<[number, AttributeValue]>;

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();

function encodeValue(value: AttributeValue): Buffer {
  if (Buffer.isBuffer(value)) return value;
  if (typeof value === 'string') return Buffer.from(value, 'utf8');
  if (typeof value === 'number') {
    const out = Buffer.alloc(4);
    out.writeUInt32BE(value >>> 0);
    return out;
  }
  return Buffer.from(value.ip.split('.').map(Number));
}

function encodeAttributes(attributes: Attributes): Buffer {
  return Buffer.concat(
    attributes.map(([type, value]) => {
      const bytes = encodeValue(value);
      if (bytes.length > 253) throw new Error(`attribute ${type} is longer than 253 octets`);
      return Buffer.concat([Buffer.from([type, bytes.length + 2]), bytes]);
    }),
  );
}

function packet(code: number, id: number, authenticator: Buffer, body: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt8(code, 0);
  header.writeUInt8(id, 1);
  header.writeUInt16BE(20 + body.length, 2);
  return Buffer.concat([header, authenticator, body]);
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

/**
 * An Access-Request with `attributes` (a User-Password already hidden with this `authenticator`) and
 * Message-Authenticator last (RFC 3579 3.2: HMAC-MD5 keyed with the secret over the packet with the
 * attribute zeroed), which the console requires of a NAS by default (Blast-RADIUS).
 */
export function accessRequestPacket(id: number, secret: string, authenticator: Buffer, attributes: Attributes): Buffer {
  const body = encodeAttributes([...attributes, [RADIUS_ATTRIBUTE.messageAuthenticator, Buffer.alloc(16)]]);
  const data = packet(RADIUS_CODE.accessRequest, id, authenticator, body);
  createHmac('md5', secret)
    .update(data)
    .digest()
    .copy(data, data.length - 16);
  return data;
}

/** RFC 2866 3: the Request Authenticator is MD5(packet with 16 zero octets + secret). */
export function accountingRequestPacket(id: number, secret: string, attributes: Attributes): { data: Buffer; authenticator: Buffer } {
  const unsigned = packet(RADIUS_CODE.accountingRequest, id, Buffer.alloc(16), encodeAttributes(attributes));
  const authenticator = md5(unsigned, Buffer.from(secret, 'utf8'));
  authenticator.copy(unsigned, 4);
  return { data: unsigned, authenticator };
}

/** Whether `answer` is the server's answer to the request with `authenticator` (RFC 2865 3: its Response Authenticator). */
export function answersRequest(answer: Buffer, authenticator: Buffer, secret: string): boolean {
  if (answer.length < 20) return false;
  return md5(answer.subarray(0, 4), authenticator, answer.subarray(20), Buffer.from(secret, 'utf8')).equals(answer.subarray(4, 20));
}

/** The answer's attributes, in order, as type and raw value. */
export function answerAttributes(answer: Buffer): Array<[number, Buffer]> {
  const found: Array<[number, Buffer]> = [];
  for (let at = 20; at + 2 <= answer.length && answer[at + 1] >= 2; at += answer[at + 1])
    found.push([answer[at], answer.subarray(at + 2, at + answer[at + 1])]);
  return found;
}
