import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { User } from '@thindi/contracts';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { FormTextField, bannerMessage } from '@/components/ui/form-fields';
import { errorMessage } from '@/lib/api-client';
import { authApi } from '../api/auth.api';
import { profileFormSchema, type ProfileForm as Fields, type ProfileValues } from '../model/account-forms.schema';

interface ProfileFormProps {
  user: User;
  onSaved: (user: User) => void;
}

export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const { control, handleSubmit, setError, formState } = useForm<Fields, unknown, ProfileValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '' },
    reValidateMode: 'onSubmit',
  });
  const save = useMutation({
    mutationFn: authApi.updateProfile,
    onSuccess: (result) => onSaved(result.user),
    onError: (error) => setError('root.server', { message: errorMessage(error, 'Failed to update profile') }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    save.reset();
    return handleSubmit((profile) => save.mutate(profile))(event);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormAlert message={bannerMessage(formState.errors)} />
      <FormNotice message={save.isSuccess ? save.data.message || 'Profile updated' : null} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField control={control} name="firstName" label="First Name" required />
        <FormTextField control={control} name="lastName" label="Last Name" required />
      </div>
      <FormTextField control={control} name="phone" label="Phone" type="tel" />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Profile'}
      </Button>
    </form>
  );
}
