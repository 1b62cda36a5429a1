import type { FastifyReply } from 'fastify';
import type { Envelope } from '@console/api/contract';

export function sendEnvelope(reply: FastifyReply, status: number, message: string, data: unknown = null) {
  const body: Envelope = { status, message, data };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
