import { formatRupeesWhole, FREE_SHIPPING_ABOVE_RUPEES } from '@thindi/contracts';
import Award from 'lucide-react/icons/award';
import ChefHat from 'lucide-react/icons/chef-hat';
import Truck from 'lucide-react/icons/truck';
import type { LucideIcon } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';

interface SellingPoint {
  icon: LucideIcon;
  title: string;
  text: string;
}

const SELLING_POINTS: SellingPoint[] = [
  {
    icon: ChefHat,
    title: 'Traditional recipes',
    text: 'Murukku, mixture and mithai made the way South Indian homes have made them for generations.',
  },
  {
    icon: Award,
    title: 'Premium quality',
    text: 'Every seller is checked before they can list, and every product shows what goes into it.',
  },
  {
    icon: Truck,
    title: 'Fast delivery',
    text: `Packed fresh and sent straight from the kitchen. Free shipping on orders above ${formatRupeesWhole(FREE_SHIPPING_ABOVE_RUPEES)}.`,
  },
];

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-br from-amber-100 via-cream-100 to-green-50"
    >
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-14 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-widest text-green-800">From South Indian kitchens</p>
        <h1
          id="hero-title"
          className="mt-3 max-w-2xl font-display text-3xl font-bold leading-tight text-stone-900 sm:text-5xl"
        >
          Snacks, sweets and spices that taste like home
        </h1>
        <p className="mt-4 max-w-xl text-base text-stone-700 sm:text-lg">
          Crunchy murukku for tea time, ghee-rich Mysore pak for celebrations and podis for every meal, from small
          makers across Tamil Nadu, Kerala, Karnataka and Andhra.
        </p>
        <a href="#products" className={buttonClasses('primary', 'lg', 'mt-5')}>
          Shop the collection
        </a>
        <ul className="mt-8 grid gap-3 sm:mt-10 sm:grid-cols-3 sm:gap-4">
          {SELLING_POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3 rounded-2xl bg-white/80 p-3 shadow-sm sm:p-4">
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <div>
                <h2 className="font-semibold text-stone-900">{title}</h2>
                <p className="mt-1 text-sm text-stone-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
