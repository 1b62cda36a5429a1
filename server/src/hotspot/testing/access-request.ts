import crypto from 'node:crypto';
import dgram from 'node:dgram';
import {
  accessRequestPacket,
  answerAttributes,
  answersRequest,
  hidePassword,
  RADIUS_ATTRIBUTE as A,
  RADIUS_CODE,
  type Attributes,
} from '../../radius/radius-packet';

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

const NAS_PORT_TYPE_WIRELESS = 19;
const SERVICE_TYPE_LOGIN = 1;

/**
 * The Access-Request RouterOS's hotspot sends for a login from its page: User-Name and either
 * User-Password, or CHAP-Password (the chap-id byte, then the 16 bytes the page's hexMD5 gave, RFC 1994
 * and RFC 2865 5.3) with the CHAP-Challenge the page was served; the client's address and MAC; signed with
 * Message-Authenticator (RFC 3579), as `require-message-auth` expects. Written here rather than with
 * radclient, which treats a CHAP-Password it is given as a clear password and hashes it again.
 */
export function accessRequest(request: HotspotAccessRequest, target: RadiusTarget): Promise<AccessAnswer> {
  const id = crypto.randomInt(256);
  const authenticator = crypto.randomBytes(16);
  const { credential } = request;
  const proof: Attributes =
    'password' in credential
      ? [[A.userPassword, hidePassword(credential.password, target.secret, authenticator)]]
      : [
          [A.chapPassword, Buffer.concat([Buffer.from([credential.chapId]), credential.response])],
          [A.chapChallenge, credential.challenge],
        ];
  const packet = accessRequestPacket(id, target.secret, authenticator, [
    [A.userName, request.username],
    ...proof,
    [A.nasIpAddress, { ip: '127.0.0.1' }],
    [A.nasIdentifier, 'stand-in-hotspot'],
    [A.serviceType, SERVICE_TYPE_LOGIN],
    [A.nasPortType, NAS_PORT_TYPE_WIRELESS],
    [A.callingStationId, request.clientMac],
    [A.framedIpAddress, { ip: request.clientIp }],
  ]);

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
      // Only the answer to this request, from a server holding the secret.
      if (reply[1] !== id || !answersRequest(reply, authenticator, target.secret)) return;
      const attributes = answerAttributes(reply);
      const value = (type: number) => attributes.find(([found]) => found === type)?.[1];
      finish(null, {
        accepted: reply[0] === RADIUS_CODE.accessAccept,
        replyMessage: value(A.replyMessage)?.toString('utf8') ?? null,
        sessionTimeout: value(A.sessionTimeout)?.readUInt32BE(0) ?? null,
      });
    });
    socket.on('error', (error) => finish(error));
    socket.send(packet, target.port, '127.0.0.1');
  });
}
