/** A readable, unique slug: the name in lower-case words, then a short piece of a fresh id. */
export function slugOf(name: string, id: string): string {
  const words = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${words || 'product'}-${id.slice(0, 8)}`;
}
