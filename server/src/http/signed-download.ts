import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { issuesToFieldErrors, signedLinkAnswer } from '@console/api/contract';
import type { SignedInUser } from '../auth/authenticate';
import type { AppDeps } from './app-deps';
import { validationFailure } from './api-error';
import { defineRoute } from './define-route';
import { openSignedLink } from './signed-link';

/**
 * A download behind a signed link. `linkUrl`, for callers holding one of `permissions`, answers a
 * link to `url` signed for the caller. `url` itself is public, since a browser download carries no
 * Authorization header: it opens only with an unexpired link whose user is still active and still
 * holds one of `permissions`, and its parameters must be what `params` accepts (else 400, per field).
 */
export function defineSignedDownload<B extends z.ZodType, Q extends z.ZodObject>(
  app: FastifyInstance,
  spec: {
    url: string;
    linkUrl: string;
    summary: string;
    linkSummary: string;
    permissions: readonly number[];
    /** The link call's body, and the parameters the link carries from it. */
    body: B;
    /**
     * The link's parameters, in text (`by` is the signer's own: the link's user). Checks that refuse
     * the link (404, 400) and the audit line of an export go here, before anything is signed.
     */
    sign(link: { body: z.output<B>; user: SignedInUser; deps: AppDeps }): Record<string, string> | Promise<Record<string, string>>;
    linkSeconds?: number;
    /** The signed parameters as the download reads them; their keys are the only ones a link may carry. */
    params: Q;
    /** What the route table says of the query when more than the names: by default `params`' keys, then by, expires, signature. */
    input?: string;
    /** By default a CSV. */
    produces?: readonly string[];
    /** The 403 text of a bad, expired or no longer permitted link: where to get a new one. */
    refusal?: string;
    send(download: { params: z.output<Q>; userId: string; request: FastifyRequest; reply: FastifyReply; deps: AppDeps }): Promise<unknown>;
  },
): void {
  const path = `/api${spec.url}`;
  const names = Object.keys(spec.params.shape);
  defineRoute(app, {
    url: spec.linkUrl,
    summary: spec.linkSummary,
    response: signedLinkAnswer,
    access: { anyOf: spec.permissions },
    body: spec.body,
    async handler({ body, deps, user }) {
      return { url: deps.signer.forUser(user.id).sign(path, await spec.sign({ body, user, deps }), spec.linkSeconds) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: spec.url,
    summary: spec.summary,
    produces: spec.produces ?? ['text/csv'],
    access: { public: true },
    input: spec.input ?? `query: ${[...names, 'by', 'expires', 'signature'].join(', ')}`,
    raw: true,
    async handler({ request, reply, deps }) {
      const link = await openSignedLink(deps, {
        path,
        query: request.query,
        allowed: names,
        permissions: spec.permissions,
        refusal: spec.refusal ?? 'This download link is invalid or has expired. Export again.',
      });
      const parsed = spec.params.safeParse(link.params);
      if (!parsed.success) throw validationFailure(issuesToFieldErrors(parsed.error.issues));
      return spec.send({ params: parsed.data, userId: link.userId, request, reply, deps });
    },
  });
}
