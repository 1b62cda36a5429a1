import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { listRequest, page } from '@console/api/contract';
import { defineRoute, type RouteContext, type UserOf } from './define-route';
import type { Access } from './route-table';

export interface ListSpec<B extends z.ZodType, A extends Access> {
  url: string;
  summary: string;
  access: A;
  /** The request, when the list takes more than `listRequest` (a dashboard card's name, a subscriber's id). */
  body?: B;
  /** The answer is `data[key]`, a page of `answer`, and `data.size`, the total. */
  key: string;
  answer: z.ZodType;
  /** One page of the records and the total of the list. */
  list(ctx: RouteContext<z.output<B>, undefined, UserOf<A>>): Promise<{ items: unknown[]; size: number }>;
}

/**
 * A list call that is not a record type's (`readRoutes`): its answer `{ <key>: [...], size }`
 * and its request, `listRequest` unless it says otherwise, follow from the spec.
 */
export function defineList<B extends z.ZodType = typeof listRequest, const A extends Access = Access>(
  app: FastifyInstance,
  spec: ListSpec<B, A>,
): void {
  defineRoute(app, {
    url: spec.url,
    summary: spec.summary,
    access: spec.access,
    body: spec.body ?? (listRequest as unknown as B),
    response: page(spec.key, spec.answer),
    async handler(ctx) {
      const { items, size } = await spec.list(ctx);
      return { [spec.key]: items, size };
    },
  });
}
