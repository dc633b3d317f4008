import { Button } from '@/components/ui/button';
import { adminApi } from '../api/admin.api';
import { useAdminAction } from '../hooks/use-admin-action';

const MESSAGES_CARD_TITLE = 'Messages that need attention';

/** What the count means to a shop owner: what failed, what it holds up, and what retrying does. */
function Explanation({ count }: { count: number | null }) {
  if (count === null) return <>Could not check the messages right now.</>;
  if (count === 0) return <>None: every order update and e-mail went through.</>;
  return (
    <>
      Order updates and e-mails that failed every automatic try, such as a shopper&apos;s order e-mail or putting stock
      back after a cancelled order. Nothing is lost, but they wait until you retry them: retry once the cause is fixed
      (for example the mail server is back).
    </>
  );
}

/**
 * Events and jobs that failed every retry (e.g. a stock release or an order mail), told in a shop owner's words:
 * nothing is lost, but nothing happens until an admin sends them again, so the dashboard shows how many wait and
 * offers the retry.
 */
export function DeadLettersCard({ count }: { count: number | null }) {
  const replay = useAdminAction(
    ['replay-dead-letters'],
    () => adminApi.replayDeadLetters(),
    'Could not retry the messages. Please try again.',
  );
  const waiting = count ?? 0;
  return (
    <div
      role="group"
      aria-label={MESSAGES_CARD_TITLE}
      className={`flex flex-col gap-3 rounded-2xl border p-5 sm:flex-row sm:items-center sm:justify-between ${
        waiting > 0 ? 'border-red-200 bg-red-50' : 'border-amber-100 bg-white'
      }`}
    >
      <div className="max-w-2xl">
        <p className="text-sm font-medium text-stone-600">{MESSAGES_CARD_TITLE}</p>
        <p className="mt-1 text-2xl font-bold text-stone-900">{count === null ? '—' : String(count)}</p>
        <p className="mt-1 text-xs text-stone-600">
          <Explanation count={count} />
        </p>
      </div>
      {waiting > 0 ? (
        <Button disabled={replay.busy} onClick={() => replay.run()}>
          {replay.busy ? 'Retrying...' : 'Retry all'}
        </Button>
      ) : null}
    </div>
  );
}
