import PackageX from 'lucide-react/icons/package-x';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';

export function ProductNotFound() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <title>Product Not Found | Thindi</title>
      <PackageX className="h-14 w-14 text-amber-600" aria-hidden="true" />
      <h1 className="font-display text-3xl font-bold text-stone-900">Product Not Found</h1>
      <p className="text-stone-600">This product may have been removed, or the link may be mistyped.</p>
      <Button size="lg" onClick={() => navigate('/')}>
        Back to Products
      </Button>
    </div>
  );
}
