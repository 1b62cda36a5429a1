import { z } from 'zod';
import { maskCredentials } from './mask-credentials';

// An empty variable counts as unset, as a shell's `VAR=` reads.
export const optionalText = z
  .string()
  .default('')
  .transform((value) => value || null);

/** Text, `fallback` when unset or empty. */
export const textOr = (fallback: string) =>
  z
    .string()
    .default('')
    .transform((value) => value || fallback);

/** A whole number from `min` to `max`, `fallback` when unset or empty. */
export function wholeNumber(min: number, max: number, fallback: number) {
  const rule = `a whole number from ${min} to ${max}`;
  return z
    .string()
    .default('')
    .transform((value) => value || String(fallback))
    .pipe(z.coerce.number<string>(rule).int(rule).min(min, rule).max(max, rule));
}

/** Parses environment variables; a bad value stops the start naming the variable and its rule. */
export function parseEnvironment<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv): z.output<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `${name} must be ${issue.message}, not "${maskCredentials(String(env[name]))}".`;
  });
  throw new Error(problems.join('\n'));
}
