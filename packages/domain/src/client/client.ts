/**
 * The API client: one typed `call` for every route of the contract, over ky. It picks the token
 * (user, else anonymous), checks expiry before each call, unwraps the envelope, validates the data
 * against the contract, adds an Idempotency-Key to payment POSTs and keeps downloaded files' names.
 */
import ky, { type KyInstance } from 'ky';
import type { Struct } from 'superstruct';
import { SUCCESS_STATE } from '../contract/envelope.js';
import {
  FILE_RESPONSE,
  routePath,
  routes,
  type DownloadedFile,
  type HttpMethod,
  type RouteBody,
  type RouteData,
  type RouteDefinition,
  type RouteName,
  type RouteParams,
  type RouteQuery,
} from '../contract/routes.js';
import { errorMessages } from '../messages.js';
import {
  sessionExpiredFailure,
  unreadableFailure,
  type CallFailure,
  type CallResult,
} from './errors.js';
import { readAnswer } from './read.js';
import { Session, isTokenExpired, type TokenStorage } from './session.js';

export interface SessionExpiredEvent {
  method: HttpMethod;
  /** Set on POST calls: the alert to show ('Session Expired. Please login again'). */
  alert?: string;
}

export interface ApiClientOptions {
  /** The API's base URL, e.g. 'https://api.example.tt/api/' or '/api/'. */
  baseUrl: string;
  /** Where tokens live: sessionStorage in the browser, `memoryStorage()` in tests. */
  storage: TokenStorage;
  /** Where the user record lives (spec 3: localStorage); the tokens' storage when not given. */
  recordStorage?: TokenStorage;
  /** The application's fixed credentials for users/authenticateAPI (the anonymous token). */
  appCredentials: { username: string; password: string };
  /** Called when the user token has expired: the session is already cleared; go to /login. */
  onSessionExpired?: (event: SessionExpiredEvent) => void;
  /** Milliseconds since epoch (tests move time). */
  now?: () => number;
  /** Per-request timeout in ms (default 30 s). */
  timeoutMs?: number;
  /** A fetch to use instead of the global one. */
  fetch?: typeof fetch;
}

type Maybe<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : { [P in K]: T };

/** What a call takes: `params` (path), `query` and `body`, as the route defines them. */
export type CallInput<N extends RouteName> = Maybe<'params', RouteParams<N>> &
  Maybe<'query', RouteQuery<N>> &
  Maybe<'body', RouteBody<N>>;

type HasNoInput<N extends RouteName> = [RouteParams<N>, RouteQuery<N>, RouteBody<N>] extends [
  undefined,
  undefined,
  undefined,
]
  ? true
  : false;

/** `call`'s arguments after the route name: the input is required when the route takes any. */
export type CallArgs<N extends RouteName> =
  HasNoInput<N> extends true
    ? [input?: CallInput<N>, options?: CallOptions]
    : [input: CallInput<N>, options?: CallOptions];

export interface CallOptions {
  /**
   * Names one submission for its Idempotency-Key (a payment form keeps it until it gets an
   * answer). Without it, the key follows the body (captcha tokens aside), so retrying the same
   * submission sends the same key.
   */
  submissionId?: string;
  signal?: AbortSignal;
  /**
   * The bearer token to send instead of the stored ones: the login's second step runs on the
   * short-lived token a right password yields (it may only ask for and check a code).
   */
  bearer?: string;
}

const IDEMPOTENCY_HEADER = 'Idempotency-Key';
// Captcha tokens are new on every attempt; they do not make a different payment.
const NOT_PART_OF_A_SUBMISSION = new Set(['googleRecaptchaToken', 'v2Captcha']);

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([key, item]) => item !== undefined && !NOT_PART_OF_A_SUBMISSION.has(key))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The file name in a Content-Disposition header (RFC 6266: `filename*` wins over `filename`). */
export function fileNameFromContentDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // falls back to the plain filename
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  if (!plain) return undefined;
  const name = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1]!.trim();
  return name || undefined;
}

export class ApiClient {
  readonly session: Session;
  private readonly http: KyInstance;
  private readonly now: () => number;
  private anonymousTokenRequest: Promise<string | CallFailure> | undefined;
  /** Idempotency keys of submissions that have not had a definite answer yet. */
  private readonly pendingKeys = new Map<string, string>();

  constructor(private readonly options: ApiClientOptions) {
    this.session = new Session(options.storage, options.recordStorage);
    this.now = options.now ?? Date.now;
    this.http = ky.create({
      prefixUrl: options.baseUrl,
      throwHttpErrors: false,
      retry: 0,
      timeout: options.timeoutMs ?? 30_000,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  }

  /** Calls a route of the contract. Never throws for a failed call: it returns a `CallFailure`. */
  async call<N extends RouteName>(
    name: N,
    ...args: CallArgs<N>
  ): Promise<CallResult<RouteData<N>>> {
    const [input = {} as CallInput<N>, callOptions = {}] = args;
    const route: RouteDefinition = routes[name];
    const signedIn =
      route.auth !== 'none' && !callOptions.bearer && this.session.userToken !== undefined;
    let token = callOptions.bearer ?? (await this.tokenFor(route));
    if (typeof token === 'object') return token;

    const headers: Record<string, string> = { Accept: 'application/json' };
    const body = (input as { body?: unknown }).body;
    const submission = route.idempotent
      ? `${name}:${callOptions.submissionId ?? stableJson(body)}`
      : undefined;
    if (submission) {
      let key = this.pendingKeys.get(submission);
      if (!key) {
        key = crypto.randomUUID();
        this.pendingKeys.set(submission, key);
      }
      headers[IDEMPOTENCY_HEADER] = key;
    }

    const query = (input as { query?: Record<string, unknown> }).query;
    const searchParams: Record<string, string> = {};
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) searchParams[key] = String(value);
    }
    const path = routePath(
      route.path,
      (input as { params?: Record<string, string | number> }).params,
    );
    const send = (bearer: string) =>
      this.http(path, {
        method: route.method,
        headers: bearer ? { ...headers, Authorization: `Bearer ${bearer}` } : headers,
        searchParams,
        ...(body === undefined ? {} : { json: body }),
        ...(callOptions.signal ? { signal: callOptions.signal } : {}),
      });

    let response: Response;
    try {
      response = await send(token);
      if (response.status === 401 && token && !callOptions.bearer) {
        // The server no longer takes the token. A user's session is over; an anonymous token is
        // simply replaced once.
        if (signedIn) return this.expire(route.method);
        this.session.clearAnonymousToken();
        token = await this.anonymousToken();
        if (typeof token === 'object') return token;
        response = await send(token);
      }
    } catch {
      // No answer at all: a retry of this submission keeps its key.
      return unreadableFailure();
    }

    const result = await this.read(route, response);
    // A definite answer (success or refusal) ends the submission; the next attempt is a new one.
    if (submission && (result.ok || result.reason === 'refused'))
      this.pendingKeys.delete(submission);
    return result as CallResult<RouteData<N>>;
  }

  /** The token a route needs, '' for none, or the failure that stops the call. */
  private async tokenFor(route: RouteDefinition): Promise<string | CallFailure> {
    if (route.auth === 'none') return '';
    const user = this.session.userToken;
    if (user) {
      if (!isTokenExpired(user, this.now())) return user.token;
      return this.expire(route.method);
    }
    if (route.auth === 'user') return this.expire(route.method);
    return this.anonymousToken();
  }

  private expire(method: HttpMethod): CallFailure {
    this.session.clear();
    this.options.onSessionExpired?.(
      method === 'POST' ? { method, alert: errorMessages.sessionExpired } : { method },
    );
    return sessionExpiredFailure();
  }

  /** The stored anonymous token, or a new one from users/authenticateAPI (one request at a time). */
  private async anonymousToken(): Promise<string | CallFailure> {
    const stored = this.session.anonymousToken;
    if (stored && !isTokenExpired(stored, this.now())) return stored.token;
    this.anonymousTokenRequest ??= this.call('authenticateApi', {
      body: this.options.appCredentials,
    })
      .then((result) => {
        if (!result.ok) return result;
        this.session.setAnonymousToken(result.data.token);
        return result.data.token;
      })
      .finally(() => {
        this.anonymousTokenRequest = undefined;
      });
    return this.anonymousTokenRequest;
  }

  private async read(route: RouteDefinition, response: Response): Promise<CallResult<unknown>> {
    const file = route.response === FILE_RESPONSE;
    if (response.ok && file && !(response.headers.get('content-type') ?? '').includes('json')) {
      return this.readFile(route, response);
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const struct = file ? null : (route.response as Struct<any, any>);
    return readAnswer(response, struct, route.wrapped);
  }

  private async readFile(
    route: RouteDefinition,
    response: Response,
  ): Promise<CallResult<DownloadedFile>> {
    try {
      const blob = await response.blob();
      const fileName =
        fileNameFromContentDisposition(response.headers.get('content-disposition')) ??
        lastPathSegment(response.url, route.path);
      return {
        ok: true,
        state: SUCCESS_STATE,
        msg: null,
        data: { fileName, contentType: blob.type || 'application/octet-stream', blob },
      };
    } catch {
      return unreadableFailure(response.status);
    }
  }
}

/** Without a Content-Disposition, a file is named after the last part of the URL it came from. */
function lastPathSegment(url: string, fallback: string): string {
  const path = url ? new URL(url).pathname : fallback;
  return decodeURIComponent(path.split('/').pop() ?? '');
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  return new ApiClient(options);
}
