import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { User } from '@thindi/contracts';
import type { FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { bannerMessage, textFieldProps } from '@/lib/form-fields';
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
        <Controller
          control={control}
          name="firstName"
          render={({ field }) => <TextField label="First Name" required {...textFieldProps(field)} />}
        />
        <Controller
          control={control}
          name="lastName"
          render={({ field }) => <TextField label="Last Name" required {...textFieldProps(field)} />}
        />
      </div>
      <Controller
        control={control}
        name="phone"
        render={({ field }) => <TextField label="Phone" type="tel" {...textFieldProps(field)} />}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Profile'}
      </Button>
    </form>
  );
}
