import { formatRupeesWhole, FREE_SHIPPING_ABOVE_RUPEES } from '@thindi/contracts';
import Award from 'lucide-react/icons/award';
import ChefHat from 'lucide-react/icons/chef-hat';
import Truck from 'lucide-react/icons/truck';
import type { LucideIcon } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';

interface SellingPoint {
  icon: LucideIcon;
  title: string;
  /** What a phone shows instead of the title and text. */
  short: string;
  text: string;
}

const SELLING_POINTS: SellingPoint[] = [
  {
    icon: ChefHat,
    title: 'Traditional recipes',
    short: 'Traditional recipes',
    text: 'Murukku, mixture and mithai made the way South Indian homes have made them for generations.',
  },
  {
    icon: Award,
    title: 'Premium quality',
    short: 'Checked sellers',
    text: 'Every seller is checked before they can list, and every product shows what goes into it.',
  },
  {
    icon: Truck,
    title: 'Fast delivery',
    short: `Free shipping above ${formatRupeesWhole(FREE_SHIPPING_ABOVE_RUPEES)}`,
    text: `Packed fresh and sent straight from the kitchen. Free shipping on orders above ${formatRupeesWhole(FREE_SHIPPING_ABOVE_RUPEES)}.`,
  },
];

/**
 * The welcome at the top of the home page. On a phone it is a heading and the selling points in a few words, so the
 * first products show on the first screen; wider screens add the introduction, the button to the grid and each
 * point's text.
 */
export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-br from-amber-100 via-cream-100 to-green-50"
    >
      <div className="mx-auto max-w-7xl px-4 py-4 sm:px-6 sm:py-14 lg:px-8">
        <p className="text-xs font-semibold uppercase tracking-widest text-green-800 sm:text-sm">
          From South Indian kitchens
        </p>
        <h1
          id="hero-title"
          className="mt-1 max-w-2xl font-display text-2xl font-bold leading-tight text-stone-900 sm:mt-3 sm:text-5xl"
        >
          Snacks, sweets and spices that taste like home
        </h1>
        <p className="mt-4 hidden max-w-xl text-lg text-stone-700 sm:block">
          Crunchy murukku for tea time, ghee-rich Mysore pak for celebrations and podis for every meal, from small
          makers across Tamil Nadu, Kerala, Karnataka and Andhra.
        </p>
        {/* On a phone the grid is right below. */}
        <div className="mt-5 hidden sm:block">
          <a href="#products" className={buttonClasses('primary', 'lg')}>
            Shop the collection
          </a>
        </div>
        <ul className="mt-3 flex flex-wrap gap-2 sm:mt-10 sm:grid sm:grid-cols-3 sm:gap-4">
          {SELLING_POINTS.map(({ icon: Icon, title, short, text }) => (
            <li
              key={title}
              className="flex items-center gap-1.5 rounded-full bg-white/80 py-1 pl-1 pr-3 shadow-sm sm:items-start sm:gap-3 sm:rounded-2xl sm:p-4"
            >
              <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800 sm:h-11 sm:w-11">
                <Icon className="h-4 w-4 sm:h-6 sm:w-6" aria-hidden="true" />
              </span>
              <div>
                <h2 className="text-xs font-semibold text-stone-900 sm:text-base">
                  <span className="sm:hidden">{short}</span>
                  <span className="hidden sm:inline">{title}</span>
                </h2>
                <p className="mt-1 hidden text-sm text-stone-600 sm:block">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
