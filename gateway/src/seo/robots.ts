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

/** robots.txt: the storefront is open to crawlers, the rest is not, and the sitemap is named. */
export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
