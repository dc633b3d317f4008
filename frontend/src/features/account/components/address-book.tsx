import type { AddressInput, User } from '@thindi/contracts';
import { useMutation } from '@tanstack/react-query';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessage } from '@/lib/api-client';
import { authApi } from '../api/auth.api';
import { AddressForm, EMPTY_ADDRESS } from './address-form';

type Address = User['addresses'][number];
/** The form edits the address fields only, never the id. */
function toInput({ id: _id, ...address }: Address): AddressInput {
  return address;
}

type Editing = { mode: 'add' } | { mode: 'edit'; address: Address } | null;

interface AddressBookProps {
  user: User;
  onSaved: (user: User) => void;
}

/** Lists the saved addresses; add, edit and delete each call the API and keep the user it answers with. */
export function AddressBook({ user, onSaved }: AddressBookProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const removal = useMutation({
    mutationFn: (address: Address) => authApi.deleteAddress(address.id),
    onSuccess: (result) => onSaved(result.user),
  });

  const save = async (address: AddressInput) => {
    try {
      const result =
        editing?.mode === 'edit'
          ? await authApi.updateAddress(editing.address.id, address)
          : await authApi.addAddress(address);
      onSaved(result.user);
      setEditing(null);
    } catch (err) {
      throw new Error(errorMessage(err, 'Failed to save address'));
    }
  };

  const remove = (address: Address) => {
    if (window.confirm('Are you sure you want to delete this address?')) removal.mutate(address);
  };

  return (
    <div className="space-y-4">
      <FormAlert message={removal.isError ? errorMessage(removal.error, 'Failed to delete address') : null} />
      {user.addresses.length === 0 ? <p className="text-stone-600">No saved addresses yet.</p> : null}
      <ul className="space-y-3" aria-label="Saved addresses">
        {user.addresses.map((address) => (
          <li
            key={address.id}
            aria-label={`${address.type} address`}
            className="rounded-xl border border-stone-200 p-4"
          >
            {editing?.mode === 'edit' && editing.address.id === address.id ? (
              <AddressForm
                initial={toInput(address)}
                submitLabel="Save Address"
                onSubmit={save}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="text-sm text-stone-700">
                  <p className="font-semibold capitalize text-stone-900">
                    {address.type}
                    {address.isDefault ? (
                      <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs normal-case text-green-900">
                        Default
                      </span>
                    ) : null}
                  </p>
                  <p>{`${address.firstName} ${address.lastName}`}</p>
                  <p>{`${address.street}, ${address.city}, ${address.state} ${address.pincode}`}</p>
                  <p>{address.phone}</p>
                </div>
                <div className="flex gap-2">
                  <Button variant="outline" size="sm" onClick={() => setEditing({ mode: 'edit', address })}>
                    Edit
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => remove(address)}>
                    Delete
                  </Button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      {editing?.mode === 'add' ? (
        <AddressForm
          initial={EMPTY_ADDRESS}
          submitLabel="Add Address"
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button variant="outline" onClick={() => setEditing({ mode: 'add' })}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add Address
        </Button>
      )}
    </div>
  );
}
