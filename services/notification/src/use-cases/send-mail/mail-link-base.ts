import type { AppConfig } from '@thindi/platform';

/**
 * Where links in mail point: PUBLIC_URL when set; on a laptop's standalone app (one process serving the SPA on
 * PORT), that process's own address, so a mail's links open the shop the mail came from. Distributed mode without
 * PUBLIC_URL has no address a shopper could reach: its mails name the pages without links.
 */
export function mailLinkBase(config: Pick<AppConfig, 'PUBLIC_URL' | 'MODE' | 'PORT'>): string | undefined {
  if (config.PUBLIC_URL) return config.PUBLIC_URL;
  if (config.MODE === 'standalone' && config.PORT > 0) return `http://localhost:${config.PORT}`;
  return undefined;
}
