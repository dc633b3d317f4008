import { findGstClass, gstClassFor, type GstClass } from '@thindi/india';

/** A product's GST class: the one its seller picked, else the default its category and name give. */
export const gstClassOfProduct = (p: { category: string; name: string; gstClass?: string | null }): GstClass =>
  findGstClass(p.gstClass ?? '') ?? findGstClass(gstClassFor(p.category, p.name))!;
