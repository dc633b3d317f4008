import type { AuditEntry } from '@thindi/contracts';
import { formatDateTime } from '@/lib/format-date';
import { describeAuditEntry } from './audit-text';

interface RecentAdminActivityProps {
  entries: AuditEntry[] | null;
  failed: boolean;
}

/** The last admin actions (audit log page 1): who, what, when. */
export function RecentAdminActivity({ entries, failed }: RecentAdminActivityProps) {
  let body;
  if (failed) body = <p className="text-sm text-stone-500">Could not load recent activity.</p>;
  else if (!entries) body = <p className="text-sm text-stone-500">Loading...</p>;
  else if (entries.length === 0) body = <p className="text-sm text-stone-600">No admin activity yet</p>;
  else {
    body = (
      <ul aria-label="Recent Admin Activity" className="divide-y divide-stone-100">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-0.5 py-2 text-sm sm:flex-row sm:justify-between sm:gap-4">
            <span className="min-w-0 break-words text-stone-800">
              <span className="font-semibold">{entry.admin.name}</span> {describeAuditEntry(entry)}
            </span>
            <time dateTime={entry.createdAt} className="shrink-0 text-xs text-stone-500">
              {formatDateTime(entry.createdAt)}
            </time>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="admin-activity" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id="admin-activity" className="font-display text-xl font-bold text-stone-900">
        Recent Admin Activity
      </h2>
      {body}
    </section>
  );
}
