import type { AdminSeller } from '@thindi/contracts';
import Eye from 'lucide-react/icons/eye';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { adminApi, type ListQuery, type SellerStatusFilter } from '../api/admin.api';
import { useAdminList } from '../hooks/use-admin-list';
import { useSellerActions } from '../hooks/use-seller-actions';
import { cell, FilterSelect, ListCard, SearchBox } from './admin-list';
import { SellerDetailsPanel } from './seller-details-panel';
import { SellerVerdictDialogs, type SellerQuestion } from './seller-verdict-dialogs';
import { EmailUnverifiedBadge, SellerStatusBadge } from './status-badges';

type Filters = { status: SellerStatusFilter };
const STATUS_OPTIONS = [
  ['all', 'All Status'],
  ['pending', 'Pending'],
  ['verified', 'Verified'],
  ['inactive', 'Inactive'],
] as const;

const loadSellers = (query: Filters & ListQuery, signal: AbortSignal) =>
  adminApi.sellers(query, signal).then((r) => ({ items: r.sellers, pagination: r.pagination }));

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function SellerRow({ seller, onView }: { seller: AdminSeller; onView: () => void }) {
  const actions = useSellerActions(seller);
  const [asking, setAsking] = useState<SellerQuestion>(null);
  const name = seller.businessName;
  return (
    <tr className="border-t border-stone-100">
      <td className={cell}>
        <span className="block font-semibold text-stone-900">{name}</span>
        <span className="block text-xs text-stone-500">{capitalise(seller.businessType)}</span>
      </td>
      <td className={cell}>{seller.ownerName}</td>
      <td className={cell}>
        <span className="block">{seller.email}</span>
        <span className="block text-xs text-stone-500">{seller.phone}</span>
      </td>
      <td className={cell}>
        <div className="flex flex-wrap gap-1">
          <SellerStatusBadge status={seller.status} />
          {seller.emailVerified ? null : <EmailUnverifiedBadge />}
        </div>
        {seller.rejectionReason ? (
          <span className="mt-1 block text-xs text-stone-600">
            {seller.status === 'pending' ? 'Resubmitted after: ' : 'Rejected: '}
            {seller.rejectionReason}
          </span>
        ) : null}
      </td>
      <td className={`${cell} sm:whitespace-nowrap`}>
        <div className="flex gap-2">
          {seller.status === 'pending' ? (
            <>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Approve ${name}`}
                disabled={actions.busy.approve}
                onClick={actions.approve}
              >
                Approve
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Reject ${name}`}
                disabled={actions.busy.reject}
                onClick={() => setAsking('reject')}
              >
                Reject
              </Button>
            </>
          ) : null}
          <Button size="sm" variant="ghost" aria-label={`View details of ${name}`} onClick={onView}>
            <Eye className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
        <SellerVerdictDialogs seller={seller} actions={actions} asking={asking} onClose={() => setAsking(null)} />
      </td>
    </tr>
  );
}

/** Seller Management: search and status filter applied on the server; approve, reject and the details panel. */
export function AdminSellersTab({ initialStatus }: { initialStatus: SellerStatusFilter }) {
  const list = useAdminList<AdminSeller, Filters>('sellers', loadSellers, { status: initialStatus });
  const [open, setOpen] = useState<AdminSeller | null>(null);
  const close = useCallback(() => setOpen(null), []);
  return (
    <>
      <ListCard
        title="Seller Management"
        noun="sellers"
        controls={
          <>
            <SearchBox label="Search sellers" value={list.search} onChange={list.setSearch} />
            <FilterSelect
              label="Filter sellers by status"
              value={list.filters.status}
              options={STATUS_OPTIONS}
              onChange={(status) => list.setFilter('status', status)}
            />
          </>
        }
        columns={['Business', 'Owner', 'Contact', 'Status', 'Actions']}
        rows={list.items.map((seller) => (
          <SellerRow key={seller._id} seller={seller} onView={() => setOpen(seller)} />
        ))}
        firstLoad={list.firstLoad}
        loading={list.loading}
        failed={list.failed}
        pagination={list.pagination}
        onPage={list.setPage}
      />
      {open ? <SellerDetailsPanel listed={open} onClose={close} /> : null}
    </>
  );
}
