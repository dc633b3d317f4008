import type { ReviewSummary as Summary } from '@thindi/contracts';
import { StarRating } from '@/components/ui/star-rating-input';

const STARS_DOWN = [5, 4, 3, 2, 1] as const;
const reviewCount = (n: number) => `${n} ${n === 1 ? 'review' : 'reviews'}`;

/** The average, the count and one bar per star, five first. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-2 text-lg text-stone-900">
        <StarRating value={summary.average} />
        <span className="font-semibold">{`${summary.average.toFixed(1)} · ${reviewCount(summary.count)}`}</span>
      </p>
      <ul className="space-y-1 text-sm text-stone-700">
        {STARS_DOWN.map((star) => {
          const count = summary.distribution[star];
          const label = `${star} ${star === 1 ? 'star' : 'stars'}`;
          return (
            <li key={star} className="flex items-center gap-2">
              <span className="w-14">{label}</span>
              <meter
                className="h-2 flex-1"
                min={0}
                max={Math.max(summary.count, 1)}
                value={count}
                aria-label={`${label}: ${reviewCount(count)}`}
              />
              <span className="w-8 text-right">{count}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
