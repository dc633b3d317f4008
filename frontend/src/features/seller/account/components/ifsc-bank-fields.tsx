import { useRef } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { bankOfIfsc, isTableBankName } from './ifsc-bank';

interface IfscBankFieldsProps<T extends FieldValues, C, O> {
  control: Control<T, C, O>;
  /** Where the form keeps the IFSC and the bank's name. */
  names: { ifsc: FieldPath<T>; bankName: FieldPath<T> };
  /** Shows each field's own message under it; forms with one red banner leave this off. */
  showError?: boolean;
}

const IFSC_HINT = '11 characters, printed on your cheque book and passbook';

/**
 * IFSC Code and Bank Name. Typing a complete IFSC of a bank the app knows fills the bank's name, as if the seller
 * had typed it, unless the seller typed a name of its own; the name stays editable. The IFSC's hint names its bank.
 */
export function IfscBankFields<T extends FieldValues, C, O>({
  control,
  names,
  showError,
}: IfscBankFieldsProps<T, C, O>) {
  const {
    field: { ref: ifscRef, ...ifsc },
    fieldState: ifscState,
  } = useController({ control, name: names.ifsc });
  const {
    field: { ref: bankRef, ...bank },
    fieldState: bankState,
  } = useController({ control, name: names.bankName });
  // The name this field filled in last: replacing it again is no loss to the seller.
  const filled = useRef<string | null>(null);
  const code = (ifsc.value as string | undefined) ?? '';
  const bankName = (bank.value as string | undefined) ?? '';
  const known = bankOfIfsc(code);

  const onIfsc = (typed: string) => {
    const value = typed.toUpperCase();
    ifsc.onChange(value);
    const found = bankOfIfsc(value);
    if (!found || found === bankName) return;
    if (bankName.trim() === '' || bankName === filled.current || isTableBankName(bankName)) {
      filled.current = found;
      bank.onChange(found);
    }
  };

  const own = (error: { message?: string } | undefined) => (showError ? error?.message : undefined);
  return (
    <>
      <TextField
        ref={ifscRef}
        name={ifsc.name}
        label="IFSC Code"
        required
        autoComplete="off"
        value={code}
        onValueChange={onIfsc}
        onBlur={ifsc.onBlur}
        error={own(ifscState.error)}
        hint={known ? `Bank: ${known}` : IFSC_HINT}
      />
      <TextField
        ref={bankRef}
        name={bank.name}
        label="Bank Name"
        required
        value={bankName}
        onValueChange={bank.onChange}
        onBlur={bank.onBlur}
        error={own(bankState.error)}
      />
    </>
  );
}
