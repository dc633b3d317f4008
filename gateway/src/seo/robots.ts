/** Pages that are personal, private or forms: nothing a search engine should show. */
export const DISALLOWED_PATHS = [
  '/api/',
  '/admin',
  '/seller/dashboard',
  '/account',
  '/orders',
  '/wishlist',
  '/login',
  '/signup',
] as const;

/**
 * robots.txt: the storefront is open to crawlers, the rest is not, and the sitemap is named when the site's
 * origin is known (the Sitemap line takes a full URL only).
 */
export function renderRobots(origin: string | undefined): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    ...(origin ? ['', `Sitemap: ${origin}/sitemap.xml`] : []),
    '',
  ].join('\n');
}
