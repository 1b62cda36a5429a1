import type { FastifyRequest } from 'fastify';

/** Query parameters that open something by themselves: link signatures, reset tokens, codes. */
const SECRET_PARAMS = ['signature', 'token', 'code', 'secret'];
const SECRET_IN_TEXT = new RegExp(`([?&](?:${SECRET_PARAMS.join('|')})=)[^&\\s#]+`, 'g');

/** The text with the value of every secret query parameter in it replaced, e.g. `token=[redacted]`. */
export const redactSecrets = (text: string): string => text.replace(SECRET_IN_TEXT, '$1[redacted]');

/**
 * Pino serializers for the request log: Fastify's default writes the full URL, signed links and
 * reset tokens included, and whoever reads the log could replay them.
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactSecrets(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
