import { config } from '@/config/env';

export const CONNECTION_ERROR_MESSAGE = 'Unable to connect to server. Please check if the backend is running.';

/** An API failure with the message a person may read (spec section 8) and the HTTP status when there was one. */
export class ApiError extends Error {
  readonly status: number | undefined;

  constructor(message: string, status?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${config.apiBaseUrl}${path}${qs ? `?${qs}` : ''}`;
}

async function readErrorMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    const message = (body as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message ? message : `HTTP ${response.status}: ${response.statusText}`;
  } catch {
    return 'Network error';
  }
}

/** GETs JSON from the API; rejects with an ApiError carrying the spec's messages. Aborts propagate unchanged. */
export async function apiGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      headers: { Accept: 'application/json' },
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(CONNECTION_ERROR_MESSAGE);
  }
  if (!response.ok) throw new ApiError(await readErrorMessage(response), response.status);
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiError('Network error', response.status);
  }
}
