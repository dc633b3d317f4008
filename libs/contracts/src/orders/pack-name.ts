const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pack as invoices, credit notes and mails name it: the product's name and the pack's label ('Mysore Pak 500 g'),
 * the label left out when the name already says it ('Ghee 500g tin' sold as '500 g').
 */
export function packName(productName: string, label: string): string {
  const words = label.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return productName;
  // The label's words with any spacing between them, not inside a longer figure or word ('1 kg' is not in '11 kg').
  const said = new RegExp(`(?<![\\p{L}\\p{N}.])${words.map(escapeRegExp).join('\\s*')}(?![\\p{L}\\p{N}])`, 'iu');
  return said.test(productName) ? productName : `${productName} ${label.trim()}`;
}
