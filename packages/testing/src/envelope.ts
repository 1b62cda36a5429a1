import { HttpResponse } from 'msw';

/** A 200 answer in the API's envelope. */
export function ok<T>(data: T, message = 'OK') {
  return HttpResponse.json({ status: 200, message, data }, { status: 200 });
}

/** A failed answer in the API's envelope; `errors` are the field errors of a 400. */
export function fail(status: number, message: string, errors?: Record<string, string>) {
  return HttpResponse.json({ status, message, data: errors ? { errors } : null }, { status });
}
