import { cx } from '@/lib/cx';

/** The Thindi mark (a banana leaf on a saffron plate) and name. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cx('inline-flex items-center gap-2', className)}>
      <svg viewBox="0 0 32 32" className="h-8 w-8 shrink-0" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="#b45309" />
        <path d="M8 20c3-9 10-12 17-12-1 8-6 14-15 14z" fill="#4d7c0f" />
        <path d="M10 21c4-4 8-7 13-11" stroke="#fef3c7" strokeWidth="1.5" fill="none" strokeLinecap="round" />
      </svg>
      <span className="font-display text-2xl font-bold tracking-tight text-amber-800">Thindi</span>
    </span>
  );
}
