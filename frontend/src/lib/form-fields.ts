import type { ControllerRenderProps, FieldErrors, FieldValues } from 'react-hook-form';

/** Binds a react-hook-form field to TextField (its ref reaches the input, so a failed submit can focus it). */
export function textFieldProps<T extends FieldValues>(field: ControllerRenderProps<T>) {
  return {
    ref: field.ref,
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onValueChange: field.onChange,
    onBlur: field.onBlur,
  };
}

/** Binds a react-hook-form field to PasswordField. */
export function passwordFieldProps<T extends FieldValues>(field: ControllerRenderProps<T>) {
  return { value: (field.value as string | undefined) ?? '', onValueChange: field.onChange };
}

/**
 * What a form with one red banner shows (spec section 8): the first rule the input broke, in the order the
 * schema checks them, else the server's refusal kept under `root.server`.
 */
export function bannerMessage<T extends FieldValues>(errors: FieldErrors<T>): string | null {
  for (const [name, error] of Object.entries(errors)) {
    if (name !== 'root' && typeof error?.message === 'string' && error.message) return error.message;
  }
  const server = errors.root?.server?.message;
  return typeof server === 'string' && server ? server : null;
}
