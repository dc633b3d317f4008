import type { ComponentProps, ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';

type TextFieldProps = ComponentProps<typeof TextField>;

interface FormTextFieldProps<T extends FieldValues, C, O> extends Omit<
  TextFieldProps,
  'value' | 'onValueChange' | 'name' | 'onBlur'
> {
  control: Control<T, C, O>;
  name: FieldPath<T>;
  /** Rewrites what is typed before the form keeps it (PAN and IFSC are upper case). */
  transform?: (value: string) => string;
}

/** A labelled text input whose value lives in the react-hook-form `control`. */
export function FormTextField<T extends FieldValues, C, O>({
  control,
  name,
  transform,
  ...props
}: FormTextFieldProps<T, C, O>) {
  const { field } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onValueChange={(value) => field.onChange(transform ? transform(value) : value)}
      onBlur={field.onBlur}
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
  const value = (field.value as string | undefined) ?? '';
  return (
    <PasswordField {...props} value={value} onValueChange={field.onChange}>
      {children?.(value)}
    </PasswordField>
  );
}
