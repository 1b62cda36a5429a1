import type { z } from 'zod';

/** Zod issues as `{ 'a.b': message }`, the shape of `data.errors` in a 400 answer. */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * `{ 'a.b': message }` as `{ a: { b: message } }`, keyed like a form's fields: the one way both the
 * forms' own validation and the server's 400 field errors reach final-form.
 */
export function nestFieldErrors(flat: Record<string, string>): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = errors;
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1]] ??= message;
  }
  return errors;
}

/**
 * A final-form `validate` function from a shared schema, so forms and server apply the same rules.
 * Answers nested errors keyed like the form's fields, or an empty object when the values pass.
 */
export function validatorFrom<S extends z.ZodType>(schema: S) {
  return (values: unknown): Record<string, unknown> => {
    const result = schema.safeParse(values);
    return result.success ? {} : nestFieldErrors(issuesToFieldErrors(result.error.issues));
  };
}

/**
 * The banner of a form that cannot be saved as it is: how many fields to fix (issue 31: not a bare
 * 'Validation Failure' on every form). The fields say what is wrong, and the first has the focus.
 */
export function fieldsToFix(count: number): string {
  return count === 1 ? '1 field needs fixing.' : `${count} fields need fixing.`;
}
