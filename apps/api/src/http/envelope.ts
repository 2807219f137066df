import { failureEnvelope, successEnvelope } from '@yo/domain';

/** `{state: 1, msg, data}`; `wrapped` puts the data in `data.data` as some calls do (section 7). */
export function ok<T>(data: T, options: { msg?: string; wrapped?: boolean } = {}) {
  return successEnvelope(data, {
    msg: options.msg ?? '',
    ...(options.wrapped ? { wrapped: true } : {}),
  });
}

/** A business outcome that did not succeed (wrong code, taken email): HTTP 200, state -1. */
export function refused(msg: string, data: unknown = null) {
  return failureEnvelope(msg, data);
}

/**
 * A request that is malformed, unauthorised, forbidden, missing or throttled: a 4xx status with
 * the envelope. Thrown from handlers and hooks; the error handler turns it into the response.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
