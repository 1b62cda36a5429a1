import crypto from 'node:crypto';
import dgram from 'node:dgram';

/** The attributes a hotspot login sends (RFC 2865 numbers). */
const ATTRIBUTE = {
  userName: 1,
  userPassword: 2,
  chapPassword: 3,
  nasIpAddress: 4,
  serviceType: 6,
  framedIpAddress: 8,
  replyMessage: 18,
  sessionTimeout: 27,
  callingStationId: 31,
  nasIdentifier: 32,
  chapChallenge: 60,
  nasPortType: 61,
  messageAuthenticator: 80,
} as const;

/** How the visitor proved who they are: the password (PAP), or RouterOS's CHAP from the page's hexMD5. */
export type HotspotCredential = { password: string } | { chapId: number; response: Buffer; challenge: Buffer };

export interface HotspotAccessRequest {
  username: string;
  credential: HotspotCredential;
  clientIp: string;
  clientMac: string;
}

export interface RadiusTarget {
  port: number;
  secret: string;
  /** Milliseconds to wait for the answer. */
  timeout: number;
}

export interface AccessAnswer {
  accepted: boolean;
  replyMessage: string | null;
  sessionTimeout: number | null;
}

const attribute = (type: number, value: Buffer) => Buffer.concat([Buffer.from([type, value.length + 2]), value]);
const md5 = (...parts: Buffer[]) => crypto.createHash('md5').update(Buffer.concat(parts)).digest();

/** User-Password hidden with the secret and the request authenticator (RFC 2865 5.2). */
function hiddenPassword(password: string, secret: string, authenticator: Buffer): Buffer {
  const plain = Buffer.from(password, 'utf8');
  const padded = Buffer.alloc(Math.max(16, Math.ceil(plain.length / 16) * 16));
  plain.copy(padded);
  const hidden = Buffer.alloc(padded.length);
  let previous = authenticator;
  for (let at = 0; at < padded.length; at += 16) {
    const key = md5(Buffer.from(secret), previous);
    for (let i = 0; i < 16; i++) hidden[at + i] = padded[at + i] ^ key[i];
    previous = hidden.subarray(at, at + 16);
  }
  return hidden;
}

function ipv4(address: string): Buffer {
  return Buffer.from(address.split('.').map(Number));
}

/**
 * The Access-Request RouterOS's hotspot sends for a login from its page: User-Name and either
 * User-Password, or CHAP-Password (the chap-id byte, then the 16 bytes the page's hexMD5 gave, RFC 1994
 * and RFC 2865 5.3) with the CHAP-Challenge the page was served; the client's address and MAC; signed with
 * Message-Authenticator (RFC 3579), as `require-message-auth` expects. Written here rather than with
 * radclient, which treats a CHAP-Password it is given as a clear password and hashes it again.
 */
export function accessRequest(request: HotspotAccessRequest, target: RadiusTarget): Promise<AccessAnswer> {
  const identifier = crypto.randomInt(256);
  const authenticator = crypto.randomBytes(16);
  const { credential } = request;
  const proof =
    'password' in credential
      ? [attribute(ATTRIBUTE.userPassword, hiddenPassword(credential.password, target.secret, authenticator))]
      : [
          attribute(ATTRIBUTE.chapPassword, Buffer.concat([Buffer.from([credential.chapId]), credential.response])),
          attribute(ATTRIBUTE.chapChallenge, credential.challenge),
        ];
  const attributes = Buffer.concat([
    attribute(ATTRIBUTE.userName, Buffer.from(request.username, 'utf8')),
    ...proof,
    attribute(ATTRIBUTE.nasIpAddress, ipv4('127.0.0.1')),
    attribute(ATTRIBUTE.nasIdentifier, Buffer.from('stand-in-hotspot')),
    attribute(ATTRIBUTE.serviceType, Buffer.from([0, 0, 0, 1])),
    attribute(ATTRIBUTE.nasPortType, Buffer.from([0, 0, 0, 19])),
    attribute(ATTRIBUTE.callingStationId, Buffer.from(request.clientMac)),
    attribute(ATTRIBUTE.framedIpAddress, ipv4(request.clientIp)),
    attribute(ATTRIBUTE.messageAuthenticator, Buffer.alloc(16)),
  ]);
  const packet = Buffer.concat([Buffer.from([1, identifier, 0, 0]), authenticator, attributes]);
  packet.writeUInt16BE(packet.length, 2);
  const signature = crypto.createHmac('md5', target.secret).update(packet).digest();
  signature.copy(packet, packet.length - 16);

  return new Promise((resolve, reject) => {
    const socket = dgram.createSocket('udp4');
    const timer = setTimeout(() => finish(new Error('RADIUS server is not responding')), target.timeout);
    const finish = (error: Error | null, answer?: AccessAnswer) => {
      clearTimeout(timer);
      socket.close();
      if (error) reject(error);
      else resolve(answer as AccessAnswer);
    };
    socket.on('message', (reply) => {
      if (reply[1] !== identifier) return;
      // The Response Authenticator proves the answer came from a server holding the secret (RFC 2865 3).
      const expected = md5(reply.subarray(0, 4), authenticator, reply.subarray(20), Buffer.from(target.secret));
      if (!expected.equals(reply.subarray(4, 20))) return finish(new Error('RADIUS answer with a bad authenticator'));
      finish(null, parseAnswer(reply));
    });
    socket.on('error', (error) => finish(error));
    socket.send(packet, target.port, '127.0.0.1');
  });
}

function parseAnswer(reply: Buffer): AccessAnswer {
  const answer: AccessAnswer = { accepted: reply[0] === 2, replyMessage: null, sessionTimeout: null };
  for (let at = 20; at + 2 <= reply.length && reply[at + 1] >= 2; at += reply[at + 1]) {
    const value = reply.subarray(at + 2, at + reply[at + 1]);
    if (reply[at] === ATTRIBUTE.replyMessage) answer.replyMessage = value.toString('utf8');
    if (reply[at] === ATTRIBUTE.sessionTimeout) answer.sessionTimeout = value.readUInt32BE(0);
  }
  return answer;
}
