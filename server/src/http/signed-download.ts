import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { issuesToFieldErrors, type Call } from '@console/api/contract';
import type { SignedInUser } from '../auth/authenticate';
import type { AppDeps } from './app-deps';
import { validationFailure } from './api-error';
import { defineRoute } from './define-route';
import { openSignedLink } from './signed-link';

/**
 * A download behind a signed link (`signedDownloadCalls`). The link call, for callers holding one of
 * its permissions, answers a link to the download signed for the caller. The download itself is
 * public, since a browser download carries no Authorization header: it opens only with an unexpired
 * link whose user is still active and still holds one of those permissions, and its parameters must
 * be what `params` accepts (else 400, per field).
 */
export function defineSignedDownload<B extends z.ZodType, Q extends z.ZodObject>(
  app: FastifyInstance,
  spec: {
    /** The link call and the download, as `signedDownloadCalls` declares them. */
    calls: { link: Call<B, z.ZodType, { anyOf: readonly number[] }>; download: Call };
    /**
     * The link's parameters, in text (`by` is the signer's own: the link's user). Checks that refuse
     * the link (404, 400) and the audit line of an export go here, before anything is signed.
     */
    sign(link: { body: z.output<B>; user: SignedInUser; deps: AppDeps }): Record<string, string> | Promise<Record<string, string>>;
    linkSeconds?: number;
    /** The signed parameters as the download reads them; their keys are the only ones a link may carry. */
    params: Q;
    /** The 403 text of a bad, expired or no longer permitted link: where to get a new one. */
    refusal?: string;
    send(download: { params: z.output<Q>; userId: string; request: FastifyRequest; reply: FastifyReply; deps: AppDeps }): Promise<unknown>;
  },
): void {
  const names = Object.keys(spec.params.shape);
  const { link, download } = spec.calls;
  const permissions = link.access.anyOf;
  const path = `/api${download.path}`;
  defineRoute(app, link, async ({ body, deps, user }) => ({
    url: deps.signer.forUser(user.id).sign(path, await spec.sign({ body: body as z.output<B>, user, deps }), spec.linkSeconds),
  }));

  const input = download.input ?? `query: ${[...names, 'by', 'expires', 'signature'].join(', ')}`;
  defineRoute(
    app,
    { ...download, input },
    async ({ request, reply, deps }) => {
      const opened = await openSignedLink(deps, {
        path,
        query: request.query,
        allowed: names,
        permissions,
        refusal: spec.refusal ?? 'This download link is invalid or has expired. Export again.',
      });
      const parsed = spec.params.safeParse(opened.params);
      if (!parsed.success) throw validationFailure(issuesToFieldErrors(parsed.error.issues));
      return spec.send({ params: parsed.data, userId: opened.userId, request, reply, deps });
    },
    { raw: true },
  );
}
