import { packLabel, parseNetQuantity, type NetQuantity } from '@thindi/contracts';
import { mrpFrom, type PackFigures } from '../domain/pack-rules';
import type { DemoProduct } from './demo-products';

/** A pack a demo product also comes in, beside the size its `weight` names (the default pack). */
interface OtherSize {
  netQuantity: NetQuantity;
  pricePaise: number;
  stockQuantity: number;
}

const g = (value: number) => ({ value, unit: 'g' as const });
const kg = (value: number) => ({ value, unit: 'kg' as const });

/** The sizes shops sell these in: a bigger box costs less per gram. */
const OTHER_SIZES: Record<string, OtherSize[]> = {
  'mysore-pak': [
    { netQuantity: g(250), pricePaise: 24000, stockQuantity: 40 },
    { netQuantity: kg(1), pricePaise: 85000, stockQuantity: 25 },
  ],
  'sambar-powder': [{ netQuantity: g(100), pricePaise: 5000, stockQuantity: 120 }],
  'manapparai-murukku': [{ netQuantity: g(400), pricePaise: 22500, stockQuantity: 60 }],
  'madras-mixture': [
    { netQuantity: g(500), pricePaise: 21000, stockQuantity: 80 },
    { netQuantity: kg(1), pricePaise: 40000, stockQuantity: 30 },
  ],
  'kerala-banana-chips': [{ netQuantity: g(500), pricePaise: 30000, stockQuantity: 90 }],
  'kaju-katli': [{ netQuantity: g(500), pricePaise: 62000, stockQuantity: 30 }],
  'dharwad-peda': [{ netQuantity: g(500), pricePaise: 28500, stockQuantity: 0 }],
  'idli-milagai-podi': [{ netQuantity: g(100), pricePaise: 6000, stockQuantity: 100 }],
  'avakaya-mango-pickle': [{ netQuantity: g(250), pricePaise: 15000, stockQuantity: 50 }],
  'kadalekai-chikki': [{ netQuantity: g(500), pricePaise: 18500, stockQuantity: 60 }],
  'kerala-prawn-pickle': [{ netQuantity: g(400), pricePaise: 60000, stockQuantity: 20 }],
};

const grams = ({ value, unit }: NetQuantity) => (unit === 'kg' || unit === 'l' ? value * 1000 : value);

/**
 * A demo product's packs, smallest first: the one its weight names is the default (its price, original price and
 * stock), the others from OTHER_SIZES, each with the MRP its original price scaled to the pack gives, in whole
 * rupees.
 */
export function demoPacksOf(product: DemoProduct, gstRate: number): PackFigures[] {
  const netQuantity = parseNetQuantity(product.weight);
  if (!netQuantity) throw new Error(`demo product ${product.slug} has an unreadable weight ${product.weight}`);
  const main = { netQuantity, pricePaise: product.pricePaise, stockQuantity: product.stockQuantity };
  const sizes = [main, ...(OTHER_SIZES[product.slug] ?? [])].sort(
    (a, b) => grams(a.netQuantity) - grams(b.netQuantity),
  );
  return sizes.map((size, position) => {
    const original =
      product.originalPricePaise === null
        ? null
        : Math.round((product.originalPricePaise * size.pricePaise) / product.pricePaise / 100) * 100;
    return {
      label: packLabel(size.netQuantity),
      netQuantity: size.netQuantity,
      pricePaise: size.pricePaise,
      // Printed MRPs are whole rupees.
      mrpPaise: Math.ceil(mrpFrom(size.pricePaise, original, gstRate) / 100) * 100,
      stockQuantity: size.stockQuantity,
      isDefault: size === main,
      position,
    };
  });
}
