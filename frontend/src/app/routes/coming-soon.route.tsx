import Clock from 'lucide-react/icons/clock';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';

interface ComingSoonRouteProps {
  title: string;
  text: string;
}

/** An honest placeholder for screens that are planned but not built yet: no fake forms. */
export function ComingSoonRoute({ title, text }: ComingSoonRouteProps) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <title>{`${title} | Thindi`}</title>
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <Clock className="h-7 w-7" aria-hidden="true" />
      </span>
      <p className="text-sm font-semibold uppercase tracking-widest text-green-800">Coming soon</p>
      <h1 className="font-display text-3xl font-bold text-stone-900">{title}</h1>
      <p className="text-stone-600">{text}</p>
      <Link to="/" className={buttonClasses('primary', 'lg', 'mt-2')}>
        Continue shopping
      </Link>
    </div>
  );
}
