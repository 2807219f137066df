import { validate, type Struct } from 'superstruct';
import { EnvelopeStruct, SUCCESS_STATE } from '../contract/envelope.js';
import { httpFailure, refusedFailure, unreadableFailure, type CallResult } from './errors.js';

/**
 * Reads a JSON answer by the contract's rules (ApiClient's, and the banners' light fetch): a
 * non-2xx status fails with section 8's text for it, the envelope must be valid and its state
 * success, and the data (in `data.data` when `wrapped`) must satisfy `struct`. `struct` null is a
 * file route, for which a JSON success is not a readable answer. Never throws.
 */
export async function readAnswer<T>(
  response: Response,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  struct: Struct<T, any> | null,
  wrapped = false,
): Promise<CallResult<T>> {
  if (!response.ok) {
    return httpFailure(response.status, await serverMessage(response));
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return unreadableFailure(response.status);
  }
  const [envelopeError, envelope] = validate(json, EnvelopeStruct);
  if (envelopeError) return unreadableFailure(response.status);
  if (envelope.state !== SUCCESS_STATE) {
    return refusedFailure(envelope.msg, envelope.data, response.status);
  }
  if (!struct) return unreadableFailure(response.status);
  const raw = wrapped ? unwrap(envelope.data) : envelope.data;
  const [dataError, data] = validate(raw, struct, { coerce: true });
  if (dataError) return unreadableFailure(response.status);
  return { ok: true, state: SUCCESS_STATE, msg: envelope.msg ?? null, data };
}

function unwrap(data: unknown): unknown {
  return data !== null && typeof data === 'object' && 'data' in data
    ? (data as { data: unknown }).data
    : undefined;
}

async function serverMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { msg?: unknown };
    return typeof body?.msg === 'string' ? body.msg : undefined;
  } catch {
    return undefined;
  }
}
