/** How a call failed, with the text section 8 gives for it. */
import { errorMessages } from '../messages.js';

export type FailureReason =
  /** The server answered `state: -1`; `msg` is its message. */
  | 'refused'
  /** A non-OK HTTP status: 'An error has occurred: {status}'. */
  | 'http'
  /** No readable answer (network, bad JSON, a body not matching the contract). */
  | 'unreadable'
  /** The user token expired (or is missing) before the call: session cleared, go to /login. */
  | 'session-expired';

export interface CallFailure {
  ok: false;
  state: -1;
  reason: FailureReason;
  /** The text to show. */
  msg: string;
  /** What the server sent in `data` with a refusal (e.g. the field ValidateAccount names). */
  data?: unknown;
  /** HTTP status, when there was a response. */
  status?: number;
  /** The server's own message with a non-OK status, for logs. */
  serverMsg?: string;
}

export interface CallSuccess<T> {
  ok: true;
  state: 1;
  msg: string | null;
  data: T;
}

export type CallResult<T> = CallSuccess<T> | CallFailure;

export function httpFailure(status: number, serverMsg?: string): CallFailure {
  return {
    ok: false,
    state: -1,
    reason: 'http',
    msg: errorMessages.httpStatus(status),
    status,
    ...(serverMsg ? { serverMsg } : {}),
  };
}

export function unreadableFailure(status?: number): CallFailure {
  return {
    ok: false,
    state: -1,
    reason: 'unreadable',
    msg: errorMessages.unreadableResponse,
    ...(status === undefined ? {} : { status }),
  };
}

export function sessionExpiredFailure(): CallFailure {
  return { ok: false, state: -1, reason: 'session-expired', msg: errorMessages.sessionExpired };
}

export function refusedFailure(
  msg: string | null | undefined,
  data: unknown,
  status: number,
): CallFailure {
  return { ok: false, state: -1, reason: 'refused', msg: msg ?? '', data, status };
}
