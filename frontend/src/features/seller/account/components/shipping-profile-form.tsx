import { zodResolver } from '@hookform/resolvers/zod';
import type { ShippingProfileInput } from '@thindi/contracts';
import type { FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { FormTextField, bannerMessage } from '@/components/ui/form-fields';
import { LoadingState } from '@/components/ui/loading-state';
import { errorMessage } from '@/lib/api-client';
import type { ShippingProfile } from '../api/shipping-profile.api';
import { usePincodeLookup, useSaveShippingProfile, useShippingProfile } from '../hooks/use-shipping-profile';
import {
  draftFromProfile,
  SHIPPING_LOAD_FAILED_MESSAGE,
  SHIPPING_SAVE_FAILED_MESSAGE,
  SHIPPING_SAVED_MESSAGE,
  shippingDraftSchema,
  type ShippingDraft,
} from './shipping-profile-model';

const digitsOnly = (typed: string) => typed.replace(/\D/g, '').slice(0, 6);

/** The seller's shipping profile, read and edited in the Profile tab. */
export function ShippingProfileSection() {
  const profile = useShippingProfile();
  return (
    <section aria-labelledby="shipping-heading" className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6">
      <h2 id="shipping-heading" className="font-display text-xl font-bold text-stone-900">
        Shipping
      </h2>
      {profile.isPending ? (
        <LoadingState label="Loading shipping profile..." />
      ) : profile.isError ? (
        <FormAlert message={SHIPPING_LOAD_FAILED_MESSAGE} />
      ) : (
        <ShippingProfileForm profile={profile.data} />
      )}
    </section>
  );
}

/**
 * Where the seller ships from (the pincode shows its district and state once six digits are typed), how many
 * working days it takes to dispatch, the daily cut-off, cash on delivery with an optional limit, and where it ships.
 */
export function ShippingProfileForm({ profile }: { profile: ShippingProfile }) {
  const { control, register, handleSubmit, setError, formState } = useForm<
    ShippingDraft,
    unknown,
    ShippingProfileInput
  >({
    resolver: zodResolver(shippingDraftSchema),
    defaultValues: draftFromProfile(profile),
    reValidateMode: 'onSubmit',
  });
  const save = useSaveShippingProfile();
  const pincode = useWatch({ control, name: 'originPincode' });
  const codEnabled = useWatch({ control, name: 'codEnabled' });
  const origin = usePincodeLookup(pincode);
  const originState = origin?.state ?? (pincode === profile.originPincode ? profile.originState : null);

  // A new try hides the last confirmation, as the banners show only this try's outcome.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    save.reset();
    return handleSubmit((input) =>
      save.mutate(input, {
        onError: (error) => setError('root.server', { message: errorMessage(error, SHIPPING_SAVE_FAILED_MESSAGE) }),
      }),
    )(event);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Shipping profile">
      <FormAlert message={bannerMessage(formState.errors)} />
      <FormNotice message={save.isSuccess ? SHIPPING_SAVED_MESSAGE : null} />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormTextField
          control={control}
          name="originPincode"
          label="Ships from (pincode)"
          inputMode="numeric"
          autoComplete="postal-code"
          transform={digitsOnly}
          hint={origin ? `${origin.district}, ${origin.state}` : undefined}
          required
        />
        <FormTextField
          control={control}
          name="dispatchDays"
          label="Dispatch time (working days)"
          type="number"
          inputMode="numeric"
          min={0}
          max={10}
          required
        />
        <FormTextField control={control} name="cutoffTime" label="Daily cut-off" type="time" required />
      </div>
      <div className="space-y-2">
        <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
          <input type="checkbox" className="h-4 w-4 accent-amber-700" {...register('codEnabled')} />
          Offer Cash on Delivery
        </label>
        {codEnabled ? (
          <FormTextField
            control={control}
            name="codLimit"
            label="Cash on Delivery limit (₹, optional)"
            type="number"
            inputMode="decimal"
            min={1}
            hint="Leave blank for no limit"
            className="sm:max-w-xs"
          />
        ) : null}
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-stone-800">Ships to</legend>
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input type="radio" value="india" className="h-4 w-4 accent-amber-700" {...register('shipsTo')} />
          All of India
        </label>
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input type="radio" value="state" className="h-4 w-4 accent-amber-700" {...register('shipsTo')} />
          {originState ? `Only within ${originState}` : 'Only within my state'}
        </label>
      </fieldset>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Shipping Profile'}
      </Button>
    </form>
  );
}
