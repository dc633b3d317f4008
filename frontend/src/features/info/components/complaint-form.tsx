import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import {
  fileComplaintBodySchema,
  GRIEVANCE_TOPIC_LABELS,
  GRIEVANCE_TOPICS,
  type FileComplaintBody,
  type IssueResponse,
} from '@thindi/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { INPUT_CLASSES } from '@/components/ui/text-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session-context';

type ComplaintFields = z.input<typeof fileComplaintBodySchema>;

const LINK = 'font-medium text-amber-800 underline';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-700">
      {message}
    </p>
  );
}

/**
 * A complaint to the grievance officer that is not about one order (`POST /api/support`): what it is about and what
 * happened. It becomes a ticket whose page the shopper is taken to, with the dates it is answered by.
 */
function ComplaintFields() {
  const id = useId();
  const navigate = useNavigate();
  const file = useMutation({
    mutationFn: (body: FileComplaintBody) =>
      apiRequest<IssueResponse>('POST', '/support', { body }).then((answer) => answer.issue),
    onSuccess: (issue) => navigate(`/support/${encodeURIComponent(issue.number)}`),
  });
  const { register, handleSubmit, formState } = useForm<ComplaintFields, unknown, FileComplaintBody>({
    resolver: zodResolver(fileComplaintBodySchema),
    defaultValues: { topic: undefined, description: '' },
    reValidateMode: 'onSubmit',
  });
  const errors = formState.errors;
  const submit = handleSubmit((body) => file.mutate(body));
  return (
    <form noValidate aria-label="File a complaint" onSubmit={(event) => void submit(event)} className="space-y-4">
      <FormAlert message={file.isError ? errorMessage(file.error, 'Your complaint could not be sent') : null} />
      <div className="space-y-1">
        <label htmlFor={`${id}-topic`} className="block text-sm font-medium text-stone-800">
          What is it about?<span aria-hidden="true"> *</span>
        </label>
        <select
          id={`${id}-topic`}
          defaultValue=""
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={errors.topic ? `${id}-topic-error` : undefined}
          {...register('topic')}
          className={INPUT_CLASSES}
        >
          <option value="" disabled>
            Choose one
          </option>
          {GRIEVANCE_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {GRIEVANCE_TOPIC_LABELS[topic]}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-topic-error`} message={errors.topic ? 'Please choose what it is about' : undefined} />
      </div>
      <TextAreaField
        label="Your complaint"
        required
        rows={5}
        maxLength={4000}
        registration={register('description')}
        error={errors.description?.message}
      />
      <Button type="submit" disabled={file.isPending}>
        {file.isPending ? 'Sending...' : 'Send to the grievance officer'}
      </Button>
    </form>
  );
}

/** The complaint form for a signed-in shopper; a way to sign in for anyone else. */
export function ComplaintForm() {
  const session = useSession();
  if (session.status === 'loading') return null;
  if (session.status === 'anonymous')
    return (
      <p>
        <Link to="/login" className={LINK}>
          Sign in
        </Link>{' '}
        to file a complaint here and follow it under its ticket number, or write to the officer directly.
      </p>
    );
  return <ComplaintFields />;
}
