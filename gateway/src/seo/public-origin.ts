import type { AppConfig } from '@thindi/platform';

/** A host name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Where absolute links get their origin from: PUBLIC_URL, else the request's host when it is an allowed one. */
export interface OriginSettings {
  /** PUBLIC_URL without a trailing slash, or undefined when unset. */
  configured: string | undefined;
  /** ALLOWED_HOSTS: lower case, IPv6 without brackets, no ports. */
  allowedHosts: readonly string[];
  /**
   * The request headers an answer naming the request's origin depends on, for its Vary header (the Host, and the
   * X-Forwarded-* behind a trusted proxy); undefined when the origin is PUBLIC_URL and so the same for every request.
   */
  vary: string | undefined;
}

/** The configured public address without a trailing slash (`https://thindi.in`), or undefined when unset. */
export function configuredOrigin(publicUrl: string | undefined): string | undefined {
  if (!publicUrl) return undefined;
  const url = new URL(publicUrl);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export function originSettings(
  config: Pick<AppConfig, 'PUBLIC_URL' | 'ALLOWED_HOSTS' | 'TRUST_PROXY'>,
): OriginSettings {
  const configured = configuredOrigin(config.PUBLIC_URL);
  const vary = config.TRUST_PROXY ? 'Host, X-Forwarded-Host, X-Forwarded-Proto' : 'Host';
  return { configured, allowedHosts: config.ALLOWED_HOSTS, vary: configured ? undefined : vary };
}

/**
 * The address the site is reached at, for absolute URLs: the configured one, else the request's own scheme and
 * Host (X-Forwarded-* behind a trusted proxy) when its host name is an allowed one, with the request's port.
 * Undefined for any other Host: a client must not write its own host into a document others may be served.
 */
export function publicOrigin(
  settings: Pick<OriginSettings, 'configured' | 'allowedHosts'>,
  req: { protocol: string; host: string | undefined },
): string | undefined {
  if (settings.configured) return settings.configured;
  const host = (req.host ?? '').toLowerCase();
  if (!HOST.test(host)) return undefined;
  const name = host.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return settings.allowedHosts.includes(name) ? `${req.protocol}://${host}` : undefined;
}
