import type { DomainErrorCode } from '@thindi/contracts';
import { config } from '@/config/env';
import { readToken } from './auth-storage';

export const CONNECTION_ERROR_MESSAGE = 'Unable to connect to server. Please check if the backend is running.';

/**
 * An API failure with the message a person may read (docs/product.md, Errors and messages > API errors), the HTTP status when there was one, and
 * the server's domain code: callers branch on `code`, never on the wording of the message.
 */
export class ApiError extends Error {
  readonly status: number | undefined;
  /** The server's own message, when its answer carried one (forms fall back to their own text otherwise). */
  readonly serverMessage: string | undefined;
  /** The stable domain code of the answer; undefined when there was no answer or it carried an unknown code. */
  readonly code: DomainErrorCode | undefined;

  constructor(message: string, status?: number, serverMessage?: string, code?: DomainErrorCode) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = code;
  }
}

/** True when `error` is an API answer carrying `code`. */
export const hasErrorCode = (error: unknown, code: DomainErrorCode): boolean =>
  error instanceof ApiError && error.code === code;

export type QueryValue = string | number | boolean | null | undefined;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** JSON-encoded, or sent as is when it is FormData (the browser then sets the multipart boundary). */
  body?: unknown;
  /** An explicit token (admin calls, a session check); `null` sends none; left out, the role rules decide. */
  token?: string | null;
  /** Extra request headers (the checkout's Idempotency-Key). */
  headers?: Record<string, string>;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${config.apiBaseUrl}${path}${qs ? `?${qs}` : ''}`;
}

/**
 * docs/product.md, Accounts > Sessions and tokens: seller paths and product writes use the seller token, admin paths the admin token, and every
 * other call the customer token with the seller token as fallback.
 */
export function resolveToken(method: HttpMethod, path: string): string | null {
  const pathname = path.split('?')[0];
  if (pathname.includes('/seller/') || (method !== 'GET' && pathname.startsWith('/products'))) {
    return readToken('seller');
  }
  if (pathname.startsWith('/admin')) return readToken('admin');
  return readToken('customer') ?? readToken('seller');
}

export async function readError(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as { message?: unknown; code?: unknown } | null;
    // Compared with the contract's codes where it is read; the table itself stays out of the first load.
    const code = typeof body?.code === 'string' ? (body.code as DomainErrorCode) : undefined;
    const message = body?.message;
    if (typeof message === 'string' && message) return new ApiError(message, response.status, message, code);
    return new ApiError(`HTTP ${response.status}: ${response.statusText}`, response.status, undefined, code);
  } catch {
    return new ApiError('Network error', response.status);
  }
}

function buildInit(method: HttpMethod, path: string, options: RequestOptions): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = options.token === undefined ? resolveToken(method, path) : options.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return { method, headers, body, signal: options.signal };
}

/** Calls the API; rejects with an ApiError carrying the message a person may read. Aborts propagate unchanged. */
export async function apiRequest<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), buildInit(method, path, options));
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(CONNECTION_ERROR_MESSAGE);
  }
  if (!response.ok) throw await readError(response);
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiError('Network error', response.status);
  }
}

/** GETs JSON from the API. */
export function apiGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>('GET', path, options);
}

/**
 * What a form shows for a failed call: the server's message, the connection message when the server could not
 * be reached, otherwise the form's own fallback (docs/product.md, Errors and messages > API errors).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === undefined) return error.message;
  }
  return fallback;
}
