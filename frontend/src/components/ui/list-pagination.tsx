import type { Pagination } from '@thindi/contracts';
import { Button } from '@/components/ui/button';

interface ListPaginationProps {
  pagination: Pagination;
  onPage: (page: number) => void;
  /** Names the navigation, e.g. 'Sellers pages'. */
  label: string;
}

/** 'Previous' / 'Page X of Y' / 'Next' under a server-paged list (the admin lists, the seller's products). */
export function ListPagination({ pagination, onPage, label }: ListPaginationProps) {
  const { page, totalPages } = pagination;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 text-sm text-stone-700">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>{`Page ${page} of ${totalPages}`}</span>
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
