import { useState } from 'react';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { useSynonymGroups } from '../hooks/use-synonym-groups';
import { SynonymGroupForm } from './synonym-group-form';
import { SynonymGroupItem } from './synonym-group-item';

interface Outcome {
  notice: string | null;
  alert: string | null;
}

function GroupList({ onOutcome }: { onOutcome: (notice: string | null, alert: string | null) => void }) {
  const { groups, loading, failed } = useSynonymGroups();
  if (loading) return <Spinner label="Loading..." />;
  if (failed) return <p className="text-sm text-stone-500">Could not load synonym groups. Please try again later.</p>;
  if (groups.length === 0) return <p className="py-6 text-center text-stone-600">No synonym groups yet</p>;
  return (
    <ul aria-label="Synonym groups" className="space-y-3">
      {groups.map((group) => (
        <SynonymGroupItem key={group.id} group={group} onOutcome={onOutcome} />
      ))}
    </ul>
  );
}

/**
 * Search Synonyms: the names South Indian food goes by (laddu, ladoo, ladu), kept by the admin. A search for any
 * name of a group finds the products named with the others; the catalogue starts with the built-in groups.
 */
export function AdminSearchTab() {
  const [outcome, setOutcome] = useState<Outcome>({ notice: null, alert: null });
  const report = (notice: string | null, alert: string | null) => setOutcome({ notice, alert });
  return (
    <section aria-labelledby="synonyms-heading" className="space-y-4">
      <div className="space-y-1">
        <h2 id="synonyms-heading" className="font-display text-xl font-bold text-stone-900">
          Search Synonyms
        </h2>
        <p className="text-sm text-stone-600">
          A search for any name in a group also finds the products named with the others.
        </p>
      </div>
      <FormNotice message={outcome.notice} />
      <FormAlert message={outcome.alert} />
      <div className="rounded-2xl border border-stone-200 bg-white p-4">
        <SynonymGroupForm onSaved={(message) => report(message, null)} />
      </div>
      <GroupList onOutcome={report} />
    </section>
  );
}
