import type { ButtonHTMLAttributes } from 'react';
import { cx } from '@/lib/cx';

type Variant = 'primary' | 'secondary' | 'outline' | 'ghost';
type Size = 'sm' | 'md' | 'lg' | 'icon';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-amber-700 text-white shadow-sm hover:bg-amber-800 active:bg-amber-900',
  secondary: 'bg-green-800 text-white shadow-sm hover:bg-green-900',
  outline: 'border border-stone-300 bg-white text-stone-800 hover:border-amber-700 hover:text-amber-800',
  ghost: 'text-stone-700 hover:bg-amber-50 hover:text-amber-800',
};

// A small button is still 40 px tall on a phone, a size a thumb hits.
const SIZES: Record<Size, string> = {
  sm: 'h-10 px-3 text-sm md:h-9',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-10 w-10',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
}

export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', className?: string): string {
  return cx(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
