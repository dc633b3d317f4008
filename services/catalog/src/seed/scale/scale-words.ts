import type { Category } from '@thindi/contracts';

/**
 * The words a large generated catalogue is made of: the snacks, sweets and spices South India sells, under the
 * several names and spellings each goes by (so synonyms and typo tolerance matter), the styles they come in, the
 * towns they are known for, and the shops that sell them.
 */
export interface ScaleSnack {
  /** Spellings of one food, as different sellers write it ("Laddu", "Ladoo", "Ladu"). */
  names: readonly string[];
  category: Category;
  /** Styles that make sense for it ("Ghee Laddu", not "Garlic Laddu"). */
  styles: readonly string[];
  ingredients: readonly string[];
  /** The demo product whose drawings it reuses (`product-images/demo/<slug>-1.webp` and `-2.webp`). */
  demoSlug: string;
  /** Price in rupees of 250 g. */
  rupeesPer250g: number;
}

const SWEET_STYLES = ['Ghee', 'Jaggery', 'Elaichi', 'Coconut', 'Dry Fruit', 'Ragi', 'Sugar-free', 'Cashew'];
const FRIED_STYLES = ['Butter', 'Pepper', 'Garlic', 'Kara', 'Spicy', 'Salted', 'Ragi', 'Coconut', 'Onion'];
const SPICE_STYLES = ['Homemade', 'Stone-ground', 'Andhra', 'Chettinad', 'Garlic', 'Pepper', 'Hot', 'Mild'];

export const SCALE_SNACKS: readonly ScaleSnack[] = [
  {
    names: ['Laddu', 'Ladoo', 'Ladu'],
    category: 'sweet',
    styles: SWEET_STYLES,
    ingredients: ['Gram flour', 'Sugar', 'Ghee', 'Cardamom', 'Cashew nuts'],
    demoSlug: 'besan-laddu',
    rupeesPer250g: 180,
  },
  {
    names: ['Rava Laddu', 'Rava Ladoo'],
    category: 'sweet',
    styles: SWEET_STYLES,
    ingredients: ['Semolina', 'Sugar', 'Ghee', 'Coconut', 'Raisins'],
    demoSlug: 'rava-laddu',
    rupeesPer250g: 160,
  },
  {
    names: ['Murukku', 'Chakli', 'Chakri'],
    category: 'savory',
    styles: FRIED_STYLES,
    ingredients: ['Rice flour', 'Urad dal flour', 'Sesame seeds', 'Cumin seeds', 'Groundnut oil'],
    demoSlug: 'manapparai-murukku',
    rupeesPer250g: 120,
  },
  {
    names: ['Kai Murukku', 'Suttu Murukku'],
    category: 'traditional',
    styles: ['Butter', 'Handmade', 'Sesame'],
    ingredients: ['Rice flour', 'Urad dal flour', 'Butter', 'Sesame seeds'],
    demoSlug: 'kai-murukku',
    rupeesPer250g: 150,
  },
  {
    names: ['Mysore Pak', 'Mysorepak'],
    category: 'sweet',
    styles: ['Ghee', 'Soft', 'Krishna', 'Classic'],
    ingredients: ['Gram flour', 'Ghee', 'Sugar'],
    demoSlug: 'mysore-pak',
    rupeesPer250g: 220,
  },
  {
    names: ['Halwa', 'Halva'],
    category: 'sweet',
    styles: ['Wheat', 'Carrot', 'Kasi', 'Ghee', 'Black', 'Pineapple'],
    ingredients: ['Wheat', 'Sugar', 'Ghee', 'Cashew nuts'],
    demoSlug: 'tirunelveli-halwa',
    rupeesPer250g: 200,
  },
  {
    names: ['Podi', 'Gunpowder'],
    category: 'spicy',
    styles: SPICE_STYLES,
    ingredients: ['Urad dal', 'Chana dal', 'Dry red chillies', 'Sesame seeds', 'Asafoetida'],
    demoSlug: 'idli-milagai-podi',
    rupeesPer250g: 110,
  },
  {
    names: ['Appalam', 'Papad', 'Pappadam'],
    category: 'traditional',
    styles: ['Pepper', 'Garlic', 'Plain', 'Jeera', 'Rice'],
    ingredients: ['Urad dal flour', 'Salt', 'Black pepper'],
    demoSlug: 'sattur-kara-sev',
    rupeesPer250g: 90,
  },
  {
    names: ['Mixture', 'Namkeen'],
    category: 'savory',
    styles: ['Madras', 'Kara', 'Corn', 'Diet', 'Spicy', 'Garlic'],
    ingredients: ['Gram flour', 'Peanuts', 'Roasted gram', 'Curry leaves', 'Red chilli powder'],
    demoSlug: 'madras-mixture',
    rupeesPer250g: 100,
  },
  {
    names: ['Payasam Mix', 'Kheer Mix'],
    category: 'traditional',
    styles: ['Palada', 'Semiya', 'Paal', 'Jaggery'],
    ingredients: ['Rice ada', 'Sugar', 'Milk powder', 'Cardamom'],
    demoSlug: 'palada-payasam-mix',
    rupeesPer250g: 140,
  },
  {
    names: ['Thattai', 'Nippattu', 'Chekkalu'],
    category: 'savory',
    styles: FRIED_STYLES,
    ingredients: ['Rice flour', 'Chana dal', 'Curry leaves', 'Peanuts', 'Red chilli powder'],
    demoSlug: 'thattai',
    rupeesPer250g: 110,
  },
  {
    names: ['Achaar', 'Pickle', 'Oorugai'],
    category: 'spicy',
    styles: ['Mango', 'Lime', 'Gongura', 'Garlic', 'Tomato', 'Ginger', 'Amla'],
    ingredients: ['Gingelly oil', 'Red chilli powder', 'Mustard seeds', 'Fenugreek', 'Salt'],
    demoSlug: 'avakaya-mango-pickle',
    rupeesPer250g: 130,
  },
  {
    names: ['Adhirasam', 'Athirasam'],
    category: 'traditional',
    styles: ['Jaggery', 'Ghee', 'Festival'],
    ingredients: ['Raw rice', 'Jaggery', 'Cardamom', 'Ghee'],
    demoSlug: 'adhirasam',
    rupeesPer250g: 170,
  },
  {
    names: ['Seedai', 'Cheedai'],
    category: 'traditional',
    styles: ['Uppu', 'Vella', 'Butter'],
    ingredients: ['Rice flour', 'Urad dal flour', 'Coconut', 'Butter'],
    demoSlug: 'uppu-seedai',
    rupeesPer250g: 120,
  },
  {
    names: ['Boondi'],
    category: 'savory',
    styles: ['Kara', 'Pepper', 'Masala', 'Sweet'],
    ingredients: ['Gram flour', 'Red chilli powder', 'Curry leaves', 'Groundnut oil'],
    demoSlug: 'kara-boondi',
    rupeesPer250g: 90,
  },
  {
    names: ['Kodubale'],
    category: 'savory',
    styles: ['Kara', 'Ragi', 'Butter'],
    ingredients: ['Rice flour', 'Maida', 'Coconut', 'Red chilli powder'],
    demoSlug: 'kodubale',
    rupeesPer250g: 120,
  },
  {
    names: ['Banana Chips'],
    category: 'savory',
    styles: ['Salted', 'Pepper', 'Masala', 'Coconut Oil'],
    ingredients: ['Nendran banana', 'Coconut oil', 'Salt', 'Turmeric'],
    demoSlug: 'kerala-banana-chips',
    rupeesPer250g: 130,
  },
  {
    names: ['Ribbon Pakoda', 'Ola Pakoda'],
    category: 'savory',
    styles: FRIED_STYLES,
    ingredients: ['Gram flour', 'Rice flour', 'Butter', 'Red chilli powder'],
    demoSlug: 'ribbon-pakoda',
    rupeesPer250g: 100,
  },
  {
    names: ['Rasam Powder'],
    category: 'spicy',
    styles: SPICE_STYLES,
    ingredients: ['Coriander seeds', 'Black pepper', 'Cumin seeds', 'Toor dal', 'Dry red chillies'],
    demoSlug: 'rasam-powder',
    rupeesPer250g: 120,
  },
  {
    names: ['Sambar Powder'],
    category: 'spicy',
    styles: SPICE_STYLES,
    ingredients: ['Coriander seeds', 'Dry red chillies', 'Chana dal', 'Fenugreek', 'Turmeric'],
    demoSlug: 'sambar-powder',
    rupeesPer250g: 120,
  },
  {
    names: ['Peda', 'Pedha'],
    category: 'sweet',
    styles: ['Dharwad', 'Milk', 'Kesar', 'Elaichi'],
    ingredients: ['Milk', 'Sugar', 'Ghee', 'Cardamom'],
    demoSlug: 'dharwad-peda',
    rupeesPer250g: 190,
  },
  {
    names: ['Jangiri', 'Jangri'],
    category: 'sweet',
    styles: ['Ghee', 'Classic'],
    ingredients: ['Urad dal', 'Sugar', 'Ghee', 'Saffron'],
    demoSlug: 'jangiri',
    rupeesPer250g: 170,
  },
  {
    names: ['Palkova', 'Paalkova'],
    category: 'sweet',
    styles: ['Classic', 'Elaichi', 'Chocolate'],
    ingredients: ['Milk', 'Sugar'],
    demoSlug: 'srivilliputhur-palkova',
    rupeesPer250g: 210,
  },
  {
    names: ['Kara Sev', 'Omapodi'],
    category: 'spicy',
    styles: ['Pepper', 'Garlic', 'Ajwain'],
    ingredients: ['Gram flour', 'Black pepper', 'Garlic', 'Groundnut oil'],
    demoSlug: 'sattur-kara-sev',
    rupeesPer250g: 100,
  },
];

export const SCALE_ORIGINS = [
  'Tirunelveli',
  'Manapparai',
  'Kovilpatti',
  'Mysuru',
  'Palakkad',
  'Srivilliputhur',
  'Karaikudi',
  'Madurai',
  'Thanjavur',
  'Kumbakonam',
  'Udupi',
  'Dharwad',
  'Kozhikode',
  'Thrissur',
  'Guntur',
  'Nellore',
  'Sattur',
  'Chettinad',
  'Coimbatore',
  'Mangaluru',
] as const;

export const SELLER_FIRST_WORDS = [
  'Sri Lakshmi',
  'Sri Krishna',
  'Amman',
  'Murugan',
  'Annapoorna',
  'Ganesh',
  'Meenakshi',
  'Saraswathi',
  'Balaji',
  'Venkateswara',
  'Kaveri',
  'Thangam',
  'Amma',
  'Vinayaga',
  'Anand',
  'Sree Gokulam',
  'Mahalakshmi',
  'Ayyappa',
  'Sri Raghavendra',
  'Kamakshi',
  'Selvam',
  'Nandini',
  'Sri Devi',
] as const;

export const SELLER_TRADES = [
  'Sweets',
  'Snacks',
  'Sweets & Snacks',
  'Home Foods',
  'Bakery',
  'Spices',
  'Stores',
  'Foods',
  'Mithai Mane',
  'Pickles',
  'Traders',
] as const;

export const SELLER_TOWNS = [
  ...SCALE_ORIGINS,
  'Chennai',
  'Bengaluru',
  'Tiruchirappalli',
  'Salem',
  'Erode',
  'Vellore',
  'Hubballi',
  'Kochi',
  'Thiruvananthapuram',
  'Vijayawada',
  'Tirupati',
  'Hosur',
  'Nagercoil',
  'Dindigul',
  'Pollachi',
] as const;

/** Second sentences of descriptions, each saying something a seller would. */
export const SCALE_DESCRIPTION_LINES = [
  'Made in small batches and packed the same day.',
  'Prepared the traditional way, with no preservatives.',
  'A family recipe, made by hand in our kitchen.',
  'Stays fresh for three weeks in an airtight tin.',
  'Best with evening coffee or tea.',
  'A festival favourite, also lovely as a gift.',
  'Fried in fresh oil every morning.',
  'Ground and roasted in our own mill.',
] as const;
