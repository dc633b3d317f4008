import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { useId, useState, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import { INPUT_CLASSES } from './text-field';

interface PasswordFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  ref?: Ref<HTMLInputElement>;
  autoComplete: 'current-password' | 'new-password';
  required?: boolean;
  children?: ReactNode;
}

/** A password input with a show/hide toggle; `children` (strength, match text) sit under it. */
export function PasswordField(props: PasswordFieldProps) {
  const { label, value, onValueChange, onBlur, ref, autoComplete, required, children } = props;
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          type={visible ? 'text' : 'password'}
          value={value}
          required={required}
          autoComplete={autoComplete}
          className={`${INPUT_CLASSES} pr-11`}
          onChange={(event) => onValueChange(event.target.value)}
          onBlur={onBlur}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-stone-500 hover:text-stone-800"
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff className="h-5 w-5" aria-hidden="true" /> : <Eye className="h-5 w-5" aria-hidden="true" />}
        </button>
      </div>
      {children}
    </div>
  );
}
