/** Turns inline SVG markup into a data URI usable as an <img> source, without base64 bloat. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.replace(/\s+/g, ' ').trim())}`;
}

/** Shown when a product has no image or its image fails to load: a banana-leaf plate on cream. */
export const PLACEHOLDER_IMAGE = svgDataUri(`
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400">
  <rect width="400" height="400" fill="#fdf6e7"/>
  <ellipse cx="200" cy="210" rx="130" ry="95" fill="#4d7c0f" opacity="0.85"/>
  <path d="M80 215 Q200 185 320 205" stroke="#d9f99d" stroke-width="4" fill="none"/>
  <circle cx="200" cy="205" r="48" fill="#fbbf24" opacity="0.9"/>
  <text x="200" y="345" font-family="Georgia, serif" font-size="26" text-anchor="middle" fill="#78350f">Thindi</text>
</svg>`);
