import * as v from 'valibot';
import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import { environmentForHost } from '@/config/environments';
import { readAuthToken } from '@/platform/cookies';
import { sleep } from '@/platform/clock';
import { takeEarlyRequest } from '@/platform/earlyRequests';
import { pageHostname } from '@/platform/location';
import { API_BASE, REQUEST_HEADERS, REQUEST_MODE } from './wire';

/**
 * The one fetch client. It knows hosts, headers, time-outs, retries and parsing; it knows
 * nothing of screens, popups or navigation: callers branch on the result.
 */
export type FailureKind = 'http' | 'timeout' | 'network' | 'malformed';

export type ApiFailure = { ok: false; kind: FailureKind; status: number | null };
export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

type Method = 'GET' | 'POST' | 'PUT';
type Schema = v.GenericSchema;

interface RequestOptions<S extends Schema> {
  schema: S;
  body?: unknown;
  query?: Record<string, string>;
  /** Tests only: production always waits REQUEST_TIMEOUT_MS (20 s). */
  timeoutMs?: number;
}

/** A GET carries no body. */
type GetOptions<S extends Schema> = Omit<RequestOptions<S>, 'body'>;

/**
 * Settles with `promise` or rejects when `signal` aborts, so the time-out covers a body that
 * stalls after the headers even where the body stream ignores the signal.
 */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    promise.then(resolve, reject);
  });
}

interface Call {
  url: string;
  init: RequestInit;
  token: string | null;
}

/** The request as the client sends it; null on a host no environment lists. */
function prepare<S extends Schema>(
  method: Method,
  path: string,
  options: RequestOptions<S>,
): Call | null {
  const headers: Record<string, string> = { ...REQUEST_HEADERS };
  // On a host no environment lists nothing is sent (the page says it is not set up there).
  const environment = environmentForHost(pageHostname());
  if (environment === null) return null;
  const token = readAuthToken();
  if (token) headers['x-auth-token'] = token;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const search = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  return {
    url: `${environment.apiOrigin}${API_BASE}${path}${search}`,
    init: {
      method,
      headers,
      ...REQUEST_MODE,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    },
    token,
  };
}

/** The answer of `respond`, within the time-out, checked and parsed against the schema. */
async function receive<S extends Schema>(
  respond: (signal: AbortSignal) => Promise<Response>,
  options: RequestOptions<S>,
): Promise<ApiResult<v.InferOutput<S>>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  let response: Response;
  let text: string;
  try {
    response = await abortable(respond(controller.signal), controller.signal);
    text = await abortable(response.text(), controller.signal);
  } catch {
    return { ok: false, kind: controller.signal.aborted ? 'timeout' : 'network', status: null };
  } finally {
    clearTimeout(timer);
  }

  if (!response.ok) return { ok: false, kind: 'http', status: response.status };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, kind: 'malformed', status: response.status };
  }
  const parsed = v.safeParse(options.schema, json);
  if (!parsed.success) return { ok: false, kind: 'malformed', status: response.status };
  return { ok: true, data: parsed.output };
}

async function attempt<S extends Schema>(
  method: Method,
  path: string,
  options: RequestOptions<S>,
): Promise<ApiResult<v.InferOutput<S>>> {
  const call = prepare(method, path, options);
  if (call === null) return { ok: false, kind: 'network', status: null };
  return receive((signal) => fetch(call.url, { ...call.init, signal }), options);
}

/**
 * The answer to this GET that the page's head asked for before the app ran (the home's, as the
 * page loads), read exactly as the client's own; null when the head sent no such request (the
 * same address and token, not taken yet) or its answer is no success: the client then asks
 * itself.
 */
async function earlyAnswer<S extends Schema>(
  path: string,
  options: GetOptions<S>,
): Promise<ApiResult<v.InferOutput<S>> | null> {
  const call = prepare('GET', path, options);
  const response = call?.token ? takeEarlyRequest('GET', call.url, call.token) : undefined;
  if (response === undefined) return null;
  const result = await receive(() => response, options);
  return result.ok ? result : null;
}

const retryable = (result: ApiResult<unknown>) =>
  !result.ok && (result.kind === 'network' || result.status === 502);

/** The shortest and the longest wait before a GET's retry. */
const RETRY_DELAY_MIN_MS = 300;
const RETRY_DELAY_MAX_MS = 800;

/**
 * A GET is retried once on a network failure or a 502, after a wait drawn between 300 and
 * 800 ms: a gateway or a connection that has just failed gets a moment to come back, and the
 * pages it failed together ask again spread out, not in the same instant.
 */
export async function get<S extends Schema>(
  path: string,
  options: GetOptions<S>,
): Promise<ApiResult<v.InferOutput<S>>> {
  const early = await earlyAnswer(path, options);
  if (early) return early;
  const first = await attempt('GET', path, options);
  if (!retryable(first)) return first;
  await sleep(RETRY_DELAY_MIN_MS + Math.random() * (RETRY_DELAY_MAX_MS - RETRY_DELAY_MIN_MS));
  return attempt('GET', path, options);
}

/** A POST or PUT is never retried: a second attempt could move money twice. */
export function send<S extends Schema>(
  method: 'POST' | 'PUT',
  path: string,
  options: RequestOptions<S>,
): Promise<ApiResult<v.InferOutput<S>>> {
  return attempt(method, path, options);
}
