import type { AdminUser } from '@thindi/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { adminApi, type ListQuery, type UserStatusFilter } from '../api/admin.api';
import { useAdminAction } from '../hooks/use-admin-action';
import { useAdminList } from '../hooks/use-admin-list';
import { cell, FilterSelect, ListCard, SearchBox } from './admin-list';
import { ActiveBadge } from './status-badges';

type Filters = { status: UserStatusFilter };
const STATUS_OPTIONS = [
  ['all', 'All Status'],
  ['active', 'Active'],
  ['inactive', 'Inactive'],
] as const;

const INITIAL: Filters = { status: 'all' };
const loadUsers = (query: Filters & ListQuery, signal: AbortSignal) =>
  adminApi.users(query, signal).then((r) => ({ items: r.users, pagination: r.pagination }));

function UserRow({ user }: { user: AdminUser }) {
  const toggle = useAdminAction(
    ['toggle-user', user._id],
    (reason: string) => adminApi.toggleUser(user._id, !user.isActive, reason),
    'Failed to toggle user status',
  );
  const [asking, setAsking] = useState(false);
  const close = () => setAsking(false);
  const name = `${user.firstName} ${user.lastName}`;
  const verb = user.isActive ? 'Deactivate' : 'Activate';
  return (
    <tr className="border-t border-stone-100">
      <td className={`${cell} font-semibold text-stone-900`}>{name}</td>
      <td className={cell}>{user.email}</td>
      <td className={cell}>{user.phone || 'N/A'}</td>
      <td className={cell}>
        <ActiveBadge active={user.isActive} />
      </td>
      <td className={cell}>
        <Button
          size="sm"
          variant={user.isActive ? 'outline' : 'secondary'}
          aria-label={`${verb} ${name}`}
          disabled={toggle.busy}
          onClick={() => setAsking(true)}
        >
          {verb}
        </Button>
        {asking ? (
          <ConfirmDialog
            title={`${verb} ${name}`}
            reason={
              user.isActive
                ? { label: 'Reason', requiredMessage: 'Please give a reason', hint: 'Kept in the audit log' }
                : undefined
            }
            confirmLabel={`${verb} user`}
            busy={toggle.busy}
            onConfirm={(reason) => toggle.run(reason, { onSettled: close })}
            onClose={close}
          >
            {user.isActive
              ? 'The customer is signed out everywhere and cannot sign in until activated again.'
              : 'The customer can sign in again.'}
          </ConfirmDialog>
        ) : null}
      </td>
    </tr>
  );
}

/** User Management: customers searched and filtered on the server, each with an Activate/Deactivate toggle. */
export function AdminUsersTab() {
  const list = useAdminList('users', loadUsers, INITIAL);
  return (
    <ListCard
      title="User Management"
      noun="users"
      controls={
        <>
          <SearchBox label="Search users" value={list.search} onChange={list.setSearch} />
          <FilterSelect
            label="Filter users by status"
            value={list.filters.status}
            options={STATUS_OPTIONS}
            onChange={(status) => list.setFilter('status', status)}
          />
        </>
      }
      columns={['Name', 'Email', 'Phone', 'Status', 'Actions']}
      rows={list.items.map((user) => (
        <UserRow key={user._id} user={user} />
      ))}
      firstLoad={list.firstLoad}
      loading={list.loading}
      failed={list.failed}
      pagination={list.pagination}
      onPage={list.setPage}
    />
  );
}
