import { useId, useState } from 'react';
import { checkDocument } from './seller-signup-model';

interface DocumentFieldProps {
  label: string;
  file: File | undefined;
  onChange: (file: File | undefined) => void;
  /** Set once the person tried to go on without this file. */
  showRequired: boolean;
  /** False where the file is optional (replacing a document already given). */
  required?: boolean;
  hint?: string;
}

/** One KYC upload: size and type are checked on selection, a refused file is not kept. */
export function DocumentField({ label, file, onChange, showRequired, required = true, hint }: DocumentFieldProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const message = error ?? (required && showRequired && !file ? 'This field is required' : null);
  const described = [message ? `${id}-message` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');

  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        type="file"
        accept=".jpeg,.jpg,.png,.pdf,image/jpeg,image/png,application/pdf"
        aria-invalid={message ? true : undefined}
        aria-describedby={described || undefined}
        className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-md file:border-0 file:bg-amber-100 file:px-3 file:py-2 file:font-semibold file:text-amber-900"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          const problem = chosen ? checkDocument(chosen) : null;
          setError(problem);
          if (problem) event.target.value = '';
          onChange(problem ? undefined : chosen);
        }}
      />
      {file ? <p className="text-xs text-green-800">{`Selected: ${file.name}`}</p> : null}
      {message ? (
        <p id={`${id}-message`} className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
