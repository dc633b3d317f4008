/** Every value put into HTML goes through this: names and business names are typed by people. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Where shoppers reach the shop (PUBLIC_URL), for links in mail (unset, a mail names the pages without links), and
 * the UPI ID shoppers pay (UPI_VPA, UPI_PAYEE_NAME), for the mail of an order still to be paid.
 */
export interface MailSite {
  url?: string;
  upi?: { vpa: string; payeeName: string };
}

const AMBER = '#b45309';
const GREEN = '#166534';
const CREAM = '#fffbeb';

/**
 * The Thindi mail shell: a single centred table with inline styles, which is what mail clients render
 * reliably. `bodyHtml` must already be escaped.
 */
export function layout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:${CREAM};font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${CREAM};padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;border:1px solid #fde68a">
<tr><td style="background:${AMBER};color:#ffffff;padding:20px 28px;border-radius:12px 12px 0 0;font-size:22px;font-weight:bold">Thindi</td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:1.6">${bodyHtml}</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #fde68a;color:${GREEN};font-size:12px">Thindi &middot; South Indian snacks, sweets and spices from the people who make them</td></tr>
</table></td></tr></table></body></html>`;
}

export const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;

/** A link drawn as a button: `href` must be a web address (https), which every mail client keeps. */
export const button = (href: string, label: string) =>
  `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="display:inline-block;background:${AMBER};color:#ffffff;padding:10px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;
