import type { SynonymGroup } from '@thindi/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { adminApi } from '../api/admin.api';
import { useSynonymChange } from '../hooks/use-synonym-groups';
import { SynonymGroupForm } from './synonym-group-form';
import {
  deleteConfirmText,
  SYNONYMS_DELETE_FAILED_MESSAGE,
  SYNONYMS_DELETED_MESSAGE,
  termsText,
} from './synonym-group-model';
import { BuiltInBadge } from './status-badges';

interface SynonymGroupItemProps {
  group: SynonymGroup;
  /** The outcome of a change, for the tab's notice (success) or alert (failure). */
  onOutcome: (notice: string | null, alert: string | null) => void;
}

function TermChips({ terms }: { terms: string[] }) {
  return (
    <ul aria-label="Terms" className="flex flex-wrap gap-1.5">
      {terms.map((term) => (
        <li key={term} className="rounded-full bg-stone-100 px-2.5 py-0.5 text-sm text-stone-800">
          {term}
        </li>
      ))}
    </ul>
  );
}

/** One synonym group: its terms as chips, edited in place, deleted after a confirmation. */
export function SynonymGroupItem({ group, onOutcome }: SynonymGroupItemProps) {
  const [editing, setEditing] = useState(false);
  const remove = useSynonymChange(() => adminApi.deleteSynonyms(group.id));
  const names = termsText(group);
  const [asking, setAsking] = useState(false);
  const confirmDelete = () =>
    remove.mutate(undefined, {
      onSuccess: (body) => onOutcome(body.message || SYNONYMS_DELETED_MESSAGE, null),
      onError: (error) => onOutcome(null, errorMessage(error, SYNONYMS_DELETE_FAILED_MESSAGE)),
      onSettled: () => setAsking(false),
    });

  return (
    <li aria-label={names} className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <TermChips terms={group.terms} />
          {group.builtIn ? <BuiltInBadge /> : null}
        </div>
        {editing ? null : (
          <div className="flex gap-2">
            <Button size="sm" variant="outline" aria-label={`Edit ${names}`} onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-label={`Delete ${names}`}
              disabled={remove.isPending}
              onClick={() => setAsking(true)}
            >
              Delete
            </Button>
          </div>
        )}
      </div>
      {asking ? (
        <ConfirmDialog
          title="Delete synonym group"
          confirmLabel="Delete"
          busyLabel="Deleting..."
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setAsking(false)}
        >
          {deleteConfirmText(group)}
        </ConfirmDialog>
      ) : null}
      {editing ? (
        <SynonymGroupForm
          group={group}
          onCancel={() => setEditing(false)}
          onSaved={(message) => {
            setEditing(false);
            onOutcome(message, null);
          }}
        />
      ) : null}
    </li>
  );
}
