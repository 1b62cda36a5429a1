/** An answer of the API as the server tests and the e2e tests both hold it: the HTTP status and the envelope. */
interface Answer {
  status: number;
  body: { message?: string; data?: { errors?: Record<string, string> } | null };
}

/**
 * A write the API refused for its fields: 400, 'Validation Failure', and under each field the message
 * the form shows. `exactly: false` lets other fields be refused too (a body that breaks more than the
 * test is about).
 */
export function expectValidationFailure(answer: Answer, errors: Record<string, string>, { exactly = true } = {}): void {
  expect(answer.status).toBe(400);
  expect(answer.body.message).toBe('Validation Failure');
  if (exactly) expect(answer.body.data?.errors).toEqual(errors);
  else expect(answer.body.data?.errors).toMatchObject(errors);
}
