import { REQUIRED_FOOD_FACT_LABELS, type FoodFactsHeldMail } from '@thindi/contracts';
import { escapeHtml, layout, paragraph, type MailSite, type RenderedMail } from './layout';
import { sellerDashboardLink } from './seller-dashboard-link';

const productLine = (p: FoodFactsHeldMail['products'][number]) =>
  `${p.name}: missing ${p.missing.map((k) => REQUIRED_FOOD_FACT_LABELS[k]).join(', ')}`;

/**
 * To a seller when the food-facts sweep takes its products off sale (decision 035): the products held in that run,
 * each with the facts it misses, and the way to the products, where adding them puts each back on sale at once.
 */
export function renderFoodFactsHeldMail(d: FoodFactsHeldMail, site: MailSite = {}): RenderedMail {
  const one = d.products.length + d.more === 1;
  const subject = one
    ? `${d.products[0]!.name} is not being sold until its food facts are complete`
    : 'Your products are not being sold until their food facts are complete';
  const opening = [
    `Hello ${d.businessName},`,
    one
      ? 'Your product is not being sold until its food facts are complete: its grace period ended without them, so it no longer shows in the shop and cannot be ordered.'
      : 'Your products are not being sold until their food facts are complete: their grace period ended without them, so they no longer show in the shop and cannot be ordered.',
  ];
  const lines = d.products.map(productLine);
  const more = d.more > 0 ? [`And ${d.more} more ${d.more === 1 ? 'product' : 'products'}.`] : [];
  const closing =
    'Add the missing facts in the product form: each product goes back on sale as soon as its facts are complete.';
  const products = sellerDashboardLink(site, 'Products', 'Open your products');
  return {
    subject,
    text: [...opening, lines.join('\n'), ...more, closing, products.text, 'Thindi'].join('\n\n'),
    html: layout(
      subject,
      [
        ...opening.map(paragraph),
        `<ul style="margin:0 0 16px;padding-left:20px">${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
        ...more.map(paragraph),
        paragraph(closing),
        products.html,
      ].join('\n'),
    ),
  };
}
