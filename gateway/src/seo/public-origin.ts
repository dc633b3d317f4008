/** A host name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The configured public address without a trailing slash (`https://thindi.in`), or undefined when unset. */
export function configuredOrigin(publicUrl: string | undefined): string | undefined {
  if (!publicUrl) return undefined;
  const url = new URL(publicUrl);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * The address the site is reached at, for absolute URLs: the configured one, else the request's own
 * (scheme and Host, or X-Forwarded-* behind a trusted proxy). Undefined when the Host header names no host:
 * it must not reach a document other clients may be served.
 */
export function publicOrigin(
  configured: string | undefined,
  req: { protocol: string; host: string | undefined },
): string | undefined {
  if (configured) return configured;
  const host = req.host ?? '';
  return HOST.test(host) ? `${req.protocol}://${host.toLowerCase()}` : undefined;
}
