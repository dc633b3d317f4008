import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from './form-alert';
import { FormPasswordField, FormTextField, bannerMessage } from './form-fields';

const schema = z.object({
  pan: z.string().regex(/^[A-Z]{5}[0-9]{4}[A-Z]$/, 'Please enter a valid PAN'),
  password: z.string().min(8, 'Password must be at least 8 characters'),
});
type Fields = z.infer<typeof schema>;

function SampleForm({ onSave }: { onSave: (fields: Fields) => void }) {
  const { control, handleSubmit, formState } = useForm<Fields>({
    resolver: zodResolver(schema),
    defaultValues: { pan: '', password: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSave)}>
      <FormAlert message={bannerMessage(formState.errors)} />
      <FormTextField control={control} name="pan" label="PAN Number" transform={(v) => v.toUpperCase()} />
      <FormPasswordField control={control} name="password" label="Password" autoComplete="new-password">
        {(value) => <p>{`${value.length} characters`}</p>}
      </FormPasswordField>
      <button type="submit">Save</button>
    </form>
  );
}

describe('form fields', () => {
  it('keeps what is typed, rewritten, and hands it to the submit', async () => {
    const onSave = jest.fn();
    render(<SampleForm onSave={onSave} />);
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('PAN Number'), 'abcde1234f');
    await u.type(screen.getByLabelText('Password'), 'Murukku@123');
    expect(screen.getByLabelText('PAN Number')).toHaveValue('ABCDE1234F');
    expect(screen.getByText('11 characters')).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ pan: 'ABCDE1234F', password: 'Murukku@123' }, expect.anything()),
    );
  });

  it('shows the first broken rule and focuses the first field in error after a failed submit', async () => {
    render(<SampleForm onSave={jest.fn()} />);
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid PAN');
    expect(screen.getByLabelText('PAN Number')).toHaveFocus();
  });

  it('focuses a bad password when the other fields are right', async () => {
    render(<SampleForm onSave={jest.fn()} />);
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('PAN Number'), 'ABCDE1234F');
    await u.type(screen.getByLabelText('Password'), 'short');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 8 characters');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });
});
