import { DIET_LABELS, isVegetarian, type Diet } from '@thindi/contracts';
import { cx } from '@/lib/cx';

// The FSS (Labelling and Display) Regulations 2020 colours: green for veg, brown for non-veg (egg included).
const VEG_GREEN = '#008000';
const NON_VEG_BROWN = '#7B3F00';

interface DietMarkProps {
  diet: Diet;
  /** Pixels of the square's side. */
  size?: number;
  className?: string;
}

/**
 * The label's diet mark: a square outline holding a filled green circle (veg) or a filled brown triangle (non-veg,
 * which a product with egg carries too), named for screen readers ('Vegetarian', 'Contains egg').
 */
export function DietMark({ diet, size = 16, className }: DietMarkProps) {
  const veg = isVegetarian(diet);
  const colour = veg ? VEG_GREEN : NON_VEG_BROWN;
  return (
    <svg
      role="img"
      aria-label={DIET_LABELS[diet]}
      viewBox="0 0 20 20"
      width={size}
      height={size}
      className={cx('shrink-0', className)}
      data-diet={diet}
    >
      <rect x="1" y="1" width="18" height="18" rx="2" fill="#fff" stroke={colour} strokeWidth="2" />
      {veg ? <circle cx="10" cy="10" r="5" fill={colour} /> : <path d="M10 4.5 L15.5 14.5 H4.5 Z" fill={colour} />}
    </svg>
  );
}

/** The mark with its words beside it, as the product page shows it. */
export function DietBadge({ diet }: { diet: Diet }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm font-medium text-stone-800">
      <DietMark diet={diet} size={18} />
      <span aria-hidden="true">{DIET_LABELS[diet]}</span>
    </span>
  );
}
