import type { z } from 'zod';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, validatorCompiler } from 'fastify-type-provider-zod';
import { validationFailure, type ApiError } from './api-error';

/**
 * Route schemas are zod (fastify-type-provider-zod). A POST without a body is validated as `{}`,
 * so lists and other calls whose fields all have defaults need none. Answers are not re-validated
 * on the way out: their schemas are there for the API docs and the tests (testing/test-app.ts).
 */
export function installZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler<z.ZodType>((route) => {
    const validate = validatorCompiler(route);
    return (data) => validate(data ?? {});
  });
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}

/** A failed route schema as the 400 envelope: each invalid field (`criteria.code`) with its message. */
export function validationFailureOf(error: unknown): ApiError | null {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  const errors: Record<string, string> = {};
  for (const issue of error.validation as FastifySchemaValidationError[]) {
    const key = issue.instancePath.split('/').filter(Boolean).join('.') || '_';
    errors[key] ??= issue.message ?? 'Invalid';
  }
  return validationFailure(errors);
}
