import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { INPUT_CLASSES, TextField } from '@/components/ui/text-field';
import { cx } from '@/lib/cx';
import { INDIAN_STATES } from './indian-states';
import { INVALID_PINCODE_MESSAGE, isPincode, pincodeQuery, usePincodeLookup } from './pincode-lookup';

interface AddressPlaceFieldsProps<T extends FieldValues, C, O> {
  control: Control<T, C, O>;
  /** Where the form keeps the pincode, the city and the state. */
  names: { pincode: FieldPath<T>; city: FieldPath<T>; state: FieldPath<T> };
  /** Shows each field's own message under it; forms with one red banner leave this off. */
  showError?: boolean;
  /** Classes of each field's wrapper (grid spans). */
  className?: string;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Pincode, City and State, in that order. A pincode the directory knows fills the state and, unless the city
 * typed is already one of its places, the city (its district), as if the shopper had entered them; the city
 * stays editable, with the pincode's place names offered. A pincode the directory does not know is refused
 * under the field.
 */
export function AddressPlaceFields<T extends FieldValues, C, O>({
  control,
  names,
  showError,
  className,
}: AddressPlaceFieldsProps<T, C, O>) {
  const queryClient = useQueryClient();
  const {
    field: { ref: pincodeRef, ...pincode },
    fieldState: pincodeState,
  } = useController({ control, name: names.pincode });
  const {
    field: { ref: cityRef, ...city },
    fieldState: cityState,
  } = useController({ control, name: names.city });
  const {
    field: { ref: stateRef, ...state },
    fieldState: stateState,
  } = useController({ control, name: names.state });
  const placesId = useId();
  const stateId = useId();
  const typed = useRef('');
  const pin = (pincode.value as string | undefined) ?? '';
  const cityValue = (city.value as string | undefined) ?? '';
  const stateValue = (state.value as string | undefined) ?? '';
  const lookup = usePincodeLookup(pin);
  const place = lookup.status === 'found' ? lookup.place : null;

  // Filling follows typing only: a saved address chosen whole, or one being edited, keeps its own city.
  const onPincode = (value: string) => {
    typed.current = value;
    pincode.onChange(value);
    if (!isPincode(value)) return;
    queryClient
      .ensureQueryData(pincodeQuery(value.trim()))
      .then((found) => {
        if (typed.current !== value) return;
        if (![found.district, ...found.places].some((name) => sameName(name, cityValue))) {
          city.onChange(found.district);
        }
        if (stateValue !== found.state) state.onChange(found.state);
      })
      // An unknown pincode shows under the field (the lookup hook reads the same answer); nothing is filled.
      .catch(() => undefined);
  };

  const ownError = (error: { message?: string } | undefined) => (showError ? error?.message : undefined);
  const pincodeError =
    ownError(pincodeState.error) ?? (lookup.status === 'unknown' ? INVALID_PINCODE_MESSAGE : undefined);
  const stateError = ownError(stateState.error);
  const placeNames = place ? [...new Set([place.district, ...place.places])] : [];
  const stateOptions: readonly string[] =
    stateValue && !INDIAN_STATES.some((name) => name === stateValue) ? [stateValue, ...INDIAN_STATES] : INDIAN_STATES;

  return (
    <>
      <TextField
        ref={pincodeRef}
        name={names.pincode}
        label="Pincode"
        required
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        className={className}
        value={pin}
        onValueChange={onPincode}
        onBlur={pincode.onBlur}
        error={pincodeError}
        hint={place ? `${place.district}, ${place.state}` : undefined}
      />
      <TextField
        ref={cityRef}
        name={names.city}
        label="City"
        required
        autoComplete="address-level2"
        list={placeNames.length > 0 ? placesId : undefined}
        className={className}
        value={cityValue}
        onValueChange={city.onChange}
        onBlur={city.onBlur}
        error={ownError(cityState.error)}
      />
      {placeNames.length > 0 ? (
        <datalist id={placesId}>
          {placeNames.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      ) : null}
      <div className={cx('space-y-1', className)}>
        <label htmlFor={stateId} className="block text-sm font-medium text-stone-800">
          State<span aria-hidden="true"> *</span>
        </label>
        <select
          id={stateId}
          ref={stateRef}
          name={names.state}
          required
          autoComplete="address-level1"
          aria-invalid={stateError ? true : undefined}
          aria-describedby={stateError ? `${stateId}-message` : undefined}
          className={cx(INPUT_CLASSES, stateError ? 'border-red-500' : undefined)}
          value={stateValue}
          onBlur={state.onBlur}
          onChange={(event) => state.onChange(event.target.value)}
        >
          <option value="">Select state</option>
          {stateOptions.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        {stateError ? (
          <p id={`${stateId}-message`} className="text-sm text-red-700">
            {stateError}
          </p>
        ) : null}
      </div>
    </>
  );
}
