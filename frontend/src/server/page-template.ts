import { QUERY_STATE_ELEMENT_ID } from '@/entry-constants';

/** React writes a partial page's title, meta and link elements (and preloads) first; they belong in the head. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)+/;

export function splitHead(markup: string): { head: string; body: string } {
  const head = LEADING_HEAD_TAGS.exec(markup)?.[0] ?? '';
  return { head, body: markup.slice(head.length) };
}

/**
 * The built index.html with the rendered page in #root, its head tags in place of the default title and
 * description, and the query data beside it as inert JSON (a `type="application/json"` script never runs, so the
 * page's CSP without inline scripts still holds).
 */
export function fillTemplate(template: string, head: string, body: string, state: string): string {
  let html = template;
  if (head.includes('name="description"')) html = html.replace(/<meta\s+name="description"[\s\S]*?>/, '');
  // In place of the default title, which comes before the scripts and styles: preloads go first.
  const title = /<title>[\s\S]*?<\/title>/;
  html = head.includes('<title>') ? html.replace(title, head) : html.replace('</head>', `${head}</head>`);
  return html.replace(
    '<div id="root"></div>',
    `<div id="root">${body}</div><script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${state}</script>`,
  );
}
