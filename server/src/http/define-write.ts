import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { one } from '@console/api/contract';
import type { Tx } from '../db/schema';
import { defineRoute, type UserOf } from './define-route';
import type { Access } from './route-table';

export interface RecordWriteSpec<B extends z.ZodType, A extends Access> {
  url: string;
  access: A;
  body: B;
  summary: string;
  message?: string;
  /** The answer is `data[key]`, one `answer`: the record as the write leaves it. */
  key: string;
  answer: z.ZodType;
  /** The whole write, in one transaction: a throw rolls it back. */
  write(tx: Tx, body: z.output<B>, user: UserOf<A>): Promise<unknown>;
}

/** A call that writes in one transaction and answers the record it leaves (a subscriber created, a voucher batch generated). */
export function defineRecordWrite<B extends z.ZodType, const A extends Access>(app: FastifyInstance, spec: RecordWriteSpec<B, A>): void {
  defineRoute(app, {
    url: spec.url,
    access: spec.access,
    body: spec.body,
    summary: spec.summary,
    message: spec.message,
    response: one(spec.key, spec.answer),
    async handler({ body, deps, user }) {
      return { [spec.key]: await deps.db.transaction().execute((tx) => spec.write(tx, body, user)) };
    },
  });
}
