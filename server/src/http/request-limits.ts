import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error';

/** Bodies of the public calls (sign-in, reset) are a few hundred bytes; more is refused unread. */
export const PUBLIC_BODY_LIMIT_BYTES = 4 * 1024;
/** No call's body nests deeper than a handful of levels. */
export const MAX_JSON_DEPTH = 16;

/** True when brackets in `text` nest deeper than `max`, counting outside strings only. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}

/**
 * JSON bodies: a one-pass scan refuses deep nesting before the parser (Fastify's own, which also
 * strips __proto__) and validation spend time on it; the body size is capped before either.
 */
export function installJsonLimits(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new ApiError(400, 'The request body is nested too deeply.'), undefined);
      return;
    }
    parse(request, text, done);
  });
}
