import http from 'node:http';
import https from 'node:https';

/** What an outside service answered: its HTTP status and its body as JSON (null when not JSON). */
export interface JsonAnswer {
  status: number;
  body: unknown;
}

export interface JsonRequest {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** JSON text; sent with its content-length. */
  body?: string;
  /** The whole exchange, answer read included, as AbortSignal.timeout gave fetch. */
  timeoutMs: number;
}

/**
 * Connections to each outside service are kept open between calls, and closed after 4 s unused
 * (as fetch's were), well before a server would drop them under a request. node:http rather
 * than fetch: in bench:billpay's profile fetch (undici, its WHATWG streams and WASM parser) was
 * the largest share of the API's CPU for a payment after the database.
 */
const KEEP_ALIVE = { keepAlive: true, timeout: 4_000 };
const agents = { 'http:': new http.Agent(KEEP_ALIVE), 'https:': new https.Agent(KEEP_ALIVE) };

/**
 * Sends one request to an outside service and reads its JSON answer. Rejects when the service
 * cannot be reached or does not answer within `timeoutMs`; any status resolves, for the caller
 * to judge.
 */
export function requestJson(url: string, request: JsonRequest): Promise<JsonAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') {
      reject(new Error(`unsupported protocol ${target.protocol}`));
      return;
    }
    const transport = target.protocol === 'https:' ? https : http;
    const headers = { ...request.headers };
    if (request.body !== undefined)
      headers['content-length'] = String(Buffer.byteLength(request.body));
    const outgoing = transport.request(
      target,
      { method: request.method, headers, agent: agents[target.protocol] },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', fail);
        incoming.on('end', () => {
          clearTimeout(timer);
          let body: unknown = null;
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // Not JSON: the caller judges the status alone.
          }
          resolve({ status: incoming.statusCode ?? 0, body });
        });
      },
    );
    function fail(error: Error) {
      clearTimeout(timer);
      reject(error);
    }
    const timer = setTimeout(
      () => outgoing.destroy(new Error(`no answer within ${request.timeoutMs} ms`)),
      request.timeoutMs,
    );
    outgoing.on('error', fail);
    outgoing.end(request.body);
  });
}
