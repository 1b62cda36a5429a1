import type { z } from 'zod';

/**
 * Who may make a call. Deny by default: every call names one of these, and a call that names
 * permission ids is refused to anyone holding none of them (permission 1 holds all). `subscriber`
 * is the portal's realm (docs/portal.md): a subscriber's portal session, never a staff one.
 */
export type Access = { public: true } | { signedIn: true } | { anyOf: readonly number[] } | { subscriber: true };

/**
 * One call of the API, declared once: the server serves it (`defineRoute(app, call, handler)`),
 * the browser calls it (`queryOf`/`mutationOf`), the component tests' fakes refuse what it refuses
 * (`fakeApi().on(call, ...)`), and the API docs and the authorization matrix list it.
 */
export interface Call<
  B extends z.ZodType | undefined = z.ZodType | undefined,
  A extends z.ZodType = z.ZodType,
  Acc extends Access = Access,
  P extends string = string,
> {
  /** As the browser sends it, after `/api`; kept as written (a literal type), so tests find a call's answer by its path. */
  readonly path: P;
  /** Older paths the same call still answers under (the spec's names). */
  readonly aliases?: readonly string[];
  readonly method: 'GET' | 'POST';
  /** A read is cached in the browser (an RTK Query query); anything else is a mutation. */
  readonly reads: boolean;
  readonly access: Acc;
  /** The JSON body of a POST, the query string of a GET; none for a call that takes nothing. */
  readonly body: B;
  /** The envelope's `data` of a 200 answer. */
  readonly answer: A;
  /** The envelope's `message` of a 200 answer, written out: 'Site created'. */
  readonly message: string;
  /** One line for the API docs. */
  readonly summary: string;
  /** A call answered with a file rather than the envelope (a download, a photo): its media types. */
  readonly produces?: readonly string[];
  /** A body that is not JSON (multipart), described for the API docs. */
  readonly input?: string;
  /** Open to a signed-in user who must still enrol a second factor (sign-out, session, enrolment). */
  readonly beforeEnrolment?: boolean;
}

type BodyIn<B> = B extends z.ZodType ? z.input<B> : void;
type BodyOut<B> = B extends z.ZodType ? z.output<B> : undefined;
/** What a caller sends: the body schema's input, or nothing. */
export type BodyOf<C extends Call> = BodyIn<C['body']>;
/** The body as the server's handler receives it, after the schema's transforms and defaults. */
export type ParsedBodyOf<C extends Call> = BodyOut<C['body']>;
/** The 200 answer's `data`. */
export type AnswerOf<C extends Call> = z.output<C['answer']>;

type Spec<B extends z.ZodType | undefined, A extends z.ZodType, Acc extends Access, P extends string> = Omit<
  Call<B, A, Acc, P>,
  'method' | 'body'
> & {
  method?: 'GET' | 'POST';
  body?: B;
};

/** A call as declared in the catalogue: POST unless it says GET. */
export function defineCall<
  const Acc extends Access,
  A extends z.ZodType,
  B extends z.ZodType | undefined = undefined,
  const P extends string = string,
>(spec: Spec<B, A, Acc, P>): Call<B, A, Acc, P> {
  return { ...spec, method: spec.method ?? 'POST', body: spec.body as B };
}
