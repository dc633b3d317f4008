/**
 * JSON for the inside of a `<script>` element: `<`, `>`, `&` and the line separators are written as escapes, so
 * no text in the data (a product named `</script><script>…`) can close the element or start markup.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
