/**
 * The GST classes a seller picks a product's HSN code and rate from (issue: "Rates and HSN per product"). The
 * server keeps the effective-dated rates (libs/india's GST_CLASSES, same ids); this list is what a select shows.
 */
export const GST_CLASS_OPTIONS = [
  { id: 'namkeen-sweets', label: 'Namkeen, mixture, murukku and sweets', hsn: '2106 90', ratePercent: 5 },
  { id: 'chips', label: 'Banana, jackfruit and tapioca chips', hsn: '2008 19 40', ratePercent: 5 },
  { id: 'pickles', label: 'Pickles', hsn: '2001', ratePercent: 5 },
  { id: 'spice-powders', label: 'Spice powders (podi)', hsn: '0910 91', ratePercent: 5 },
  { id: 'ghee', label: 'Ghee', hsn: '0405', ratePercent: 5 },
  { id: 'papad', label: 'Papad and appalam', hsn: '1905 90 40', ratePercent: 0 },
] as const;

export type GstClassOption = (typeof GST_CLASS_OPTIONS)[number];
export type GstClassOptionId = GstClassOption['id'];
export const GST_CLASS_OPTION_IDS = GST_CLASS_OPTIONS.map((option) => option.id) as [
  GstClassOptionId,
  ...GstClassOptionId[],
];
