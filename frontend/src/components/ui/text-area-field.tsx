import { useId, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { INPUT_CLASSES } from './text-field';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  label: string;
  /** The field as react-hook-form registers it. */
  registration: UseFormRegisterReturn;
  /** The field's error, shown under it and announced with it. */
  error?: string;
  /** A line under the field saying what it is for. */
  hint?: string;
}

/**
 * A labelled textarea registered with react-hook-form: marked required with an asterisk, its error (or its hint)
 * described by the field, as the forms' text inputs are.
 */
export function TextAreaField({ label, registration, error, hint, required, rows = 4, ...rest }: TextAreaFieldProps) {
  const id = useId();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...rest}
        {...registration}
        className={`${INPUT_CLASSES} h-auto py-2`}
      />
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
