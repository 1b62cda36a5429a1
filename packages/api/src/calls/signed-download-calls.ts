import { z } from 'zod';
import { signedLinkAnswer } from '../answers/hr';
import { defineCall } from './define-call';

export interface SignedDownloadSpec<B extends z.ZodType> {
  /** The download's path; its link call answers under `<path>/link`. */
  path: string;
  /** Who may ask for a link (the download itself is public: it opens only with a valid link). */
  access: { anyOf: readonly number[] };
  /** What the link call takes: the parameters the signed link carries. */
  body: B;
  summary: string;
  linkSummary: string;
  /** The download's query, for the API docs: by default its parameters' names, then by, expires, signature. */
  input?: string;
  /** By default a CSV. */
  produces?: readonly string[];
}

/**
 * A download behind a signed link, as two calls: `link` (for holders of `access`) answers a link to
 * `download` signed for the caller; `download` is a public GET, since a browser download carries no
 * Authorization header. The server serves both with `defineSignedDownload`.
 */
export function signedDownloadCalls<B extends z.ZodType>(spec: SignedDownloadSpec<B>) {
  return {
    link: defineCall({
      path: `${spec.path}/link`,
      access: spec.access,
      summary: spec.linkSummary,
      reads: false,
      message: 'OK',
      body: spec.body,
      answer: signedLinkAnswer,
    }),
    download: defineCall({
      method: 'GET',
      path: spec.path,
      access: { public: true },
      summary: spec.summary,
      reads: true,
      message: 'OK',
      answer: z.null(),
      produces: spec.produces ?? ['text/csv'],
      input: spec.input,
    }),
  };
}
