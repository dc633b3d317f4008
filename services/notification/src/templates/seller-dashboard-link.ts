import { button, paragraph, type MailSite } from './layout';

/**
 * The way to a tab of the seller dashboard (/seller/dashboard, then the tab), as a line of the text and a button in
 * the HTML; without the shop's address, the line says where to go without a link.
 */
export function sellerDashboardLink(
  site: MailSite,
  tab: 'Profile' | 'Products' | 'Orders',
  label: string,
): { text: string; html: string } {
  const base = site.url?.replace(/\/+$/, '');
  if (!base) {
    const text = `Sign in to your Thindi seller dashboard and open ${tab}.`;
    return { text, html: paragraph(text) };
  }
  const url = `${base}/seller/dashboard`;
  return { text: `${label} (your seller dashboard, under ${tab}): ${url}`, html: button(url, label) };
}
