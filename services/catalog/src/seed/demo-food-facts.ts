import {
  DEMO_SELLERS,
  NUTRIENTS,
  type Allergen,
  type Diet,
  type FoodFacts,
  type NutritionPer100g,
} from '@thindi/contracts';
import type { DemoProduct } from './demo-products';

/**
 * What the demo products' labels say (decision 035), from their recipes: butter and ghee are milk; compounded
 * asafoetida is cut with wheat flour, so a product seasoned with it declares gluten; gingelly oil is sesame.
 * Shelf life as these shops give it: milk sweets one to three weeks, fried snacks two to three months, spice powders
 * and pickles six months to a year.
 */

/** The demo sellers' kitchens, printed as the manufacturer on their labels. */
const KITCHENS: Record<string, string> = {
  [DEMO_SELLERS[0].id]: '14, West Masi Street, Madurai, Tamil Nadu 625001',
  [DEMO_SELLERS[1].id]: '22/310, S.M. Street, Kozhikode, Kerala 673001',
  [DEMO_SELLERS[2].id]: '8, Sayyaji Rao Road, Mysuru, Karnataka 570001',
};

const STORAGE = {
  fried: 'Store in a cool, dry place in an airtight container, away from sunlight.',
  sweet: 'Keep in a cool, dry place in an airtight box; refrigerate in warm weather.',
  powder: 'Store in a cool, dry place in an airtight jar; use a dry spoon.',
  pickle: 'Keep at room temperature away from sunlight; use a dry spoon and keep the pickle under its oil.',
  seafood: 'Refrigerate after opening; use a dry spoon and keep the prawns under the oil.',
} as const;

/** Per 100 g, in NUTRIENTS order: energy kcal, protein, carbohydrate, total and added sugars, fat, saturated and trans fat (g), sodium mg. */
type Figures = [number, number, number, number, number, number, number, number, number];

interface DemoFacts {
  diet: Diet;
  allergens: Allergen[];
  per100g: Figures;
  shelfLifeDays: number;
  storage: keyof typeof STORAGE;
}

const veg = (allergens: Allergen[], per100g: Figures, shelfLifeDays: number, storage: keyof typeof STORAGE) => ({
  diet: 'veg' as const,
  allergens,
  per100g,
  shelfLifeDays,
  storage,
});

const FACTS: Record<string, DemoFacts> = {
  'manapparai-murukku': veg(['sesame', 'milk', 'gluten'], [520, 9, 58, 1.5, 0, 28, 6, 0.1, 700], 60, 'fried'),
  'madras-mixture': veg(['peanut', 'gluten'], [540, 15, 45, 3, 0.5, 33, 5, 0.1, 850], 45, 'fried'),
  'kerala-banana-chips': veg([], [530, 2.5, 55, 5, 0, 33, 28, 0, 300], 60, 'fried'),
  'jackfruit-chips': veg([], [510, 3, 56, 8, 0, 30, 25, 0, 350], 60, 'fried'),
  'tapioca-chips': veg([], [520, 1.5, 60, 2, 0, 30, 25, 0, 420], 60, 'fried'),
  'ribbon-pakoda': veg(['milk', 'sesame', 'gluten'], [530, 11, 52, 2, 0, 31, 7, 0.1, 750], 60, 'fried'),
  'butter-chakli': veg(['milk', 'sesame', 'gluten'], [515, 9, 57, 1.5, 0, 28, 7, 0.1, 680], 60, 'fried'),
  nippattu: veg(['peanut', 'sesame', 'milk'], [510, 12, 52, 2, 0, 28, 5, 0.1, 720], 60, 'fried'),
  'kara-boondi': veg(['peanut', 'gluten'], [545, 14, 46, 2.5, 0, 34, 5.5, 0.1, 820], 45, 'fried'),
  'mysore-pak': veg(['milk'], [560, 6, 50, 38, 37, 38, 24, 0.5, 15], 20, 'sweet'),
  'dharwad-peda': veg(['milk'], [420, 9, 62, 58, 40, 15, 9.5, 0.3, 90], 10, 'sweet'),
  'rava-laddu': veg(['gluten', 'milk', 'tree-nut'], [470, 6, 62, 38, 36, 22, 14, 0.3, 20], 15, 'sweet'),
  'besan-laddu': veg(['milk', 'tree-nut'], [520, 10, 55, 35, 34, 29, 17, 0.4, 25], 20, 'sweet'),
  'tirunelveli-halwa': veg(['gluten', 'milk', 'tree-nut'], [410, 3, 62, 45, 44, 17, 10.5, 0.3, 15], 15, 'sweet'),
  'kozhikode-halwa': veg(['gluten', 'tree-nut'], [380, 2, 68, 48, 48, 11, 8.5, 0, 20], 45, 'sweet'),
  'kaju-katli': veg(['tree-nut', 'milk'], [500, 11, 55, 42, 40, 26, 6, 0.1, 10], 20, 'sweet'),
  'kobbari-mithai': veg(['milk'], [450, 4, 58, 48, 45, 23, 19, 0.1, 25], 10, 'sweet'),
  jangiri: veg([], [380, 4, 70, 52, 52, 10, 1.5, 0.1, 30], 7, 'sweet'),
  'srivilliputhur-palkova': veg(['milk'], [400, 11, 58, 55, 35, 14, 9, 0.3, 120], 7, 'sweet'),
  'kerala-masala-banana-chips': veg(['gluten'], [530, 2.8, 54, 5, 0, 33, 28, 0, 450], 60, 'fried'),
  'sattur-kara-sev': veg(['milk', 'gluten'], [535, 13, 50, 2, 0, 31, 6, 0.1, 780], 60, 'fried'),
  // Ground in a mill that also grinds mustard.
  'sambar-powder': veg(['gluten', 'mustard'], [330, 14, 48, 4, 0, 8, 1, 0, 120], 180, 'powder'),
  'rasam-powder': veg(['gluten'], [320, 13, 46, 3, 0, 9, 1, 0, 100], 180, 'powder'),
  'pepper-rasam-powder': veg(['gluten'], [310, 12, 45, 2, 0, 8, 1.2, 0, 90], 240, 'powder'),
  'idli-milagai-podi': veg(['sesame', 'gluten'], [390, 20, 48, 6, 4, 12, 1.8, 0, 1800], 180, 'powder'),
  'chettinad-masala': veg([], [340, 12, 45, 3, 0, 14, 2, 0, 60], 270, 'powder'),
  'curry-leaf-podi': veg(['gluten'], [340, 18, 44, 4, 0, 7, 1, 0, 1900], 180, 'powder'),
  'puliyogare-gojju': veg(['sesame', 'mustard', 'gluten'], [280, 4, 38, 22, 14, 13, 2, 0, 3200], 180, 'pickle'),
  'avakaya-mango-pickle': veg(['mustard', 'sesame'], [190, 2, 8, 3, 0, 17, 2.5, 0, 4500], 365, 'pickle'),
  'gongura-pickle': veg(['mustard', 'sesame'], [150, 2.5, 7, 1.5, 0, 13, 2, 0, 4200], 270, 'pickle'),
  'kerala-lime-pickle': veg(['mustard', 'sesame', 'gluten'], [160, 1.5, 10, 3, 0, 13, 2, 0, 4800], 365, 'pickle'),
  'kerala-prawn-pickle': {
    diet: 'non-veg',
    allergens: ['crustacean', 'mustard', 'sesame'],
    per100g: [240, 12, 8, 3, 0, 18, 2.6, 0, 3800],
    shelfLifeDays: 180,
    storage: 'seafood',
  },
  adhirasam: veg(['milk'], [430, 4, 65, 30, 30, 17, 4, 0.1, 15], 20, 'sweet'),
  'kai-murukku': veg(['milk', 'sesame'], [525, 9, 57, 1.5, 0, 29, 8, 0.1, 650], 60, 'fried'),
  thattai: veg(['milk', 'gluten'], [505, 10, 56, 2, 0, 27, 6, 0.1, 800], 60, 'fried'),
  'uppu-seedai': veg(['milk', 'sesame'], [520, 8, 55, 2, 0, 30, 10, 0.1, 700], 75, 'fried'),
  'kerala-achappam': {
    diet: 'egg',
    allergens: ['egg', 'sesame'],
    per100g: [490, 6, 58, 14, 12, 26, 20, 0, 60],
    shelfLifeDays: 45,
    storage: 'fried',
  },
  'sharkara-varatti': veg([], [500, 2, 66, 30, 28, 25, 21, 0, 40], 45, 'fried'),
  'palada-payasam-mix': veg([], [380, 4, 90, 45, 45, 0.5, 0.1, 0, 5], 270, 'powder'),
  'shavige-payasa-mix': veg(['gluten', 'milk', 'tree-nut'], [390, 8, 78, 35, 32, 5, 2, 0, 40], 180, 'powder'),
  kodubale: veg(['gluten', 'milk'], [510, 8, 56, 2, 0, 28, 9, 0.1, 650], 75, 'fried'),
  'ellu-urundai': veg(['sesame'], [480, 12, 48, 34, 34, 27, 4, 0, 20], 60, 'sweet'),
  'kadalekai-chikki': veg(['peanut'], [500, 15, 55, 42, 42, 24, 4.5, 0, 30], 90, 'sweet'),
};

const nutritionOf = (figures: Figures): NutritionPer100g =>
  Object.fromEntries(NUTRIENTS.map((n, i) => [n.key, figures[i]])) as NutritionPer100g;

/** A demo product's label facts; throws for a product without them, so none is seeded undeclared by mistake. */
export function demoFoodFactsOf(product: Pick<DemoProduct, 'slug' | 'sellerId'>): FoodFacts {
  const facts = FACTS[product.slug];
  if (!facts) throw new Error(`demo product ${product.slug} has no food facts`);
  const seller = DEMO_SELLERS.find((s) => s.id === product.sellerId);
  if (!seller) throw new Error(`demo product ${product.slug} is sold by no demo seller`);
  return {
    diet: facts.diet,
    allergens: facts.allergens,
    nutritionPer100g: nutritionOf(facts.per100g),
    shelfLifeDays: facts.shelfLifeDays,
    storage: STORAGE[facts.storage],
    countryOfOrigin: 'India',
    manufacturer: { name: seller.businessName, address: KITCHENS[seller.id] },
  };
}
