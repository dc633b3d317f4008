/**
 * The only module that reads `import.meta.env`. Only allow-listed `VITE_` values are read, each with a default,
 * so the rest of the app depends on this typed object and tests can rely on `.env.test`.
 */
const env = import.meta.env;

function readBaseUrl(value: string | undefined): string {
  const trimmed = value?.trim();
  if (!trimmed) return '/api';
  return trimmed.endsWith('/') ? trimmed.slice(0, -1) : trimmed;
}

export const config = {
  /** Base of every API call; the gateway serves the API under `/api` on the same origin. */
  apiBaseUrl: readBaseUrl(env.VITE_API_BASE_URL),
} as const;
