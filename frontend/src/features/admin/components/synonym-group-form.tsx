import { zodResolver } from '@hookform/resolvers/zod';
import type { SynonymGroup, SynonymGroupInput } from '@thindi/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormTextField } from '@/components/ui/form-fields';
import { ApiError, errorMessage } from '@/lib/api-client';
import { adminApi } from '../api/admin.api';
import { useSynonymChange } from '../hooks/use-synonym-groups';
import {
  SYNONYMS_HINT,
  SYNONYMS_SAVE_FAILED_MESSAGE,
  SYNONYMS_SAVED_MESSAGE,
  synonymGroupFormSchema,
  termsText,
  type SynonymGroupFields,
} from './synonym-group-model';

interface SynonymGroupFormProps {
  /** The group edited; left out, the form adds a new one. */
  group?: SynonymGroup;
  onSaved: (message: string) => void;
  onCancel?: () => void;
}

/** A refusal about the terms themselves (one already in another group, a term the server rejects). */
const aboutTheTerms = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'CATALOG.SYNONYM_TERM_TAKEN' || error.code === 'REQUEST.INVALID' || error.status === 409);

/**
 * Adds a synonym group, or edits one in place. The terms are checked by the contract's rules before anything is
 * sent; the server's refusal of a term (409: it already belongs to another group) shows under the field.
 */
export function SynonymGroupForm({ group, onSaved, onCancel }: SynonymGroupFormProps) {
  const { control, handleSubmit, reset, setError } = useForm<SynonymGroupFields, unknown, SynonymGroupInput>({
    resolver: zodResolver(synonymGroupFormSchema),
    defaultValues: { terms: group ? termsText(group) : '' },
  });
  const save = useSynonymChange((input: SynonymGroupInput) =>
    group ? adminApi.updateSynonyms(group.id, input) : adminApi.createSynonyms(input),
  );
  const submit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (body) => {
        if (!group) reset({ terms: '' });
        onSaved(body.message || SYNONYMS_SAVED_MESSAGE);
      },
      onError: (error) => {
        if (aboutTheTerms(error)) setError('terms', { message: errorMessage(error, SYNONYMS_SAVE_FAILED_MESSAGE) });
      },
    }),
  );
  const failure =
    save.isError && !aboutTheTerms(save.error) ? errorMessage(save.error, SYNONYMS_SAVE_FAILED_MESSAGE) : null;
  const label = group ? `Terms of ${termsText(group)}` : 'New synonym group';

  return (
    <form
      noValidate
      aria-label={group ? `Edit ${termsText(group)}` : 'Add a synonym group'}
      onSubmit={(event) => void submit(event)}
      className="space-y-3"
    >
      <FormAlert message={failure} />
      <FormTextField control={control} name="terms" label={label} hint={SYNONYMS_HINT} showError autoComplete="off" />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : group ? 'Save Group' : 'Add Group'}
        </Button>
        {onCancel ? (
          <Button type="button" size="sm" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
