import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { noData } from '@console/api/contract';
import { defineRoute, type RouteContext, type RouteSpec, type UserOf } from './define-route';
import type { Access } from './route-table';

/**
 * A call whose answer is its message alone (`data: null`): sign-out, the reset mails, deletes
 * outside a descriptor. It says what it does; the empty answer and its schema follow.
 */
export function defineAction<B extends z.ZodType = z.ZodUndefined, const A extends Access = Access>(
  app: FastifyInstance,
  spec: Omit<RouteSpec<B, z.ZodUndefined, A>, 'response' | 'handler' | 'raw' | 'query'> & {
    act(ctx: RouteContext<z.output<B>, undefined, UserOf<A>>): Promise<void>;
  },
): void {
  const { act, ...route } = spec;
  defineRoute(app, {
    ...route,
    response: noData,
    async handler(ctx) {
      await act(ctx);
      return null;
    },
  });
}
