import type { ComponentProps, ReactNode } from 'react';
import { useController, type Control, type FieldErrors, type FieldPath, type FieldValues } from 'react-hook-form';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

type TextFieldProps = ComponentProps<typeof TextField>;

interface FormTextFieldProps<T extends FieldValues, C, O> extends Omit<
  TextFieldProps,
  'value' | 'onValueChange' | 'name' | 'onBlur' | 'ref' | 'error'
> {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  /** Rewrites what is typed before the form keeps it (PAN and IFSC are upper case, a code keeps its digits). */
  transform?: (value: string) => string;
  /** Shows the field's own message under it; forms with one red banner leave this off. */
  showError?: boolean;
}

/**
 * A labelled text input whose value lives in the react-hook-form `control`. The field's ref reaches the input,
 * so a failed submit focuses the first field in error.
 */
export function FormTextField<T extends FieldValues, C, O>({
  control,
  name,
  transform,
  showError,
  ...props
}: FormTextFieldProps<T, C, O>) {
  const { field, fieldState } = useController({ control, name });
  const { ref, value, onChange, onBlur } = field;
  return (
    <TextField
      {...props}
      ref={ref}
      name={name}
      value={(value as string | undefined) ?? ''}
      onValueChange={(typed) => onChange(transform ? transform(typed) : typed)}
      onBlur={onBlur}
      error={showError ? fieldState.error?.message : undefined}
    />
  );
}

interface FormPasswordFieldProps<T extends FieldValues, C, O> {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  required?: boolean;
  /** Shown under the input; receives the value typed (strength, match text). */
  children?: (value: string) => ReactNode;
}

/** A password input with show/hide whose value lives in the react-hook-form `control`. */
export function FormPasswordField<T extends FieldValues, C, O>({
  control,
  name,
  children,
  ...props
}: FormPasswordFieldProps<T, C, O>) {
  const { field } = useController({ control, name });
  const { ref, onChange, onBlur } = field;
  const value = (field.value as string | undefined) ?? '';
  return (
    <PasswordField {...props} ref={ref} value={value} onValueChange={onChange} onBlur={onBlur}>
      {children?.(value)}
    </PasswordField>
  );
}

/**
 * What a form with one red banner shows (docs/product.md, Errors and messages > Forms): the first rule the input broke, in the order the
 * schema checks them, else the server's refusal kept under `root.server`.
 */
export function bannerMessage<T extends FieldValues>(errors: FieldErrors<T>): string | null {
  for (const [name, error] of Object.entries(errors)) {
    if (name !== 'root' && typeof error?.message === 'string' && error.message) return error.message;
  }
  const server = errors.root?.server?.message;
  return typeof server === 'string' && server ? server : null;
}
