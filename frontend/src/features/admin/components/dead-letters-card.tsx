import { Button } from '@/components/ui/button';
import { adminApi } from '../api/admin.api';
import { useAdminAction } from '../hooks/use-admin-action';

/**
 * Events and jobs that failed every retry (e.g. a stock release or an order mail): nothing is lost, but nothing
 * happens until an admin sends them again, so the dashboard shows how many wait and offers the replay.
 */
export function DeadLettersCard({ count }: { count: number | null }) {
  const replay = useAdminAction(
    ['replay-dead-letters'],
    () => adminApi.replayDeadLetters(),
    'Failed to replay the undelivered events',
  );
  const waiting = count ?? 0;
  return (
    <div
      role="group"
      aria-label="Undelivered Events"
      className={`flex flex-col gap-3 rounded-2xl border p-5 sm:flex-row sm:items-center sm:justify-between ${
        waiting > 0 ? 'border-red-200 bg-red-50' : 'border-amber-100 bg-white'
      }`}
    >
      <div>
        <p className="text-sm font-medium text-stone-600">Undelivered Events</p>
        <p className="mt-1 text-2xl font-bold text-stone-900">{count === null ? '—' : String(count)}</p>
        <p className="mt-1 text-xs text-stone-500">Events and jobs that failed every retry, kept until replayed</p>
      </div>
      {waiting > 0 ? (
        <Button disabled={replay.busy} onClick={() => replay.run()}>
          Replay All
        </Button>
      ) : null}
    </div>
  );
}
