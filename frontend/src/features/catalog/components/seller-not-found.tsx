import Store from 'lucide-react/icons/store';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';

export function SellerNotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <title>Seller Not Found | Thindi</title>
      <Store className="h-14 w-14 text-amber-600" aria-hidden="true" />
      <h1 className="font-display text-3xl font-bold text-stone-900">Seller Not Found</h1>
      <p className="text-stone-600">This seller may no longer sell on Thindi, or the link may be mistyped.</p>
      <Link to="/" className={buttonClasses('primary', 'lg')}>
        Back to Products
      </Link>
    </div>
  );
}
