import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PincodeLookup } from '@thindi/contracts';
import { useForm } from 'react-hook-form';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderWithClient } from '../../../test/render-with-client';
import { AddressPlaceFields } from './address-place-fields';

const chennai: PincodeLookup = {
  pincode: '600001',
  district: 'Chennai',
  state: 'Tamil Nadu',
  stateCode: '33',
  places: ['Parrys', 'George Town'],
};

interface Place {
  pincode: string;
  city: string;
  state: string;
}

function PlaceForm({ initial = { pincode: '', city: '', state: '' } }: { initial?: Place }) {
  const { control } = useForm<Place>({ defaultValues: initial });
  return (
    <form aria-label="Address">
      <AddressPlaceFields control={control} names={{ pincode: 'pincode', city: 'city', state: 'state' }} />
    </form>
  );
}

function serveDirectory() {
  return mockApi({
    'GET /api/pincodes/600001': () => jsonResponse({ success: true, pincode: chennai }),
    'GET /api/pincodes/999999': () =>
      jsonResponse({ success: false, message: 'Please enter a valid pincode' }, 404, 'Not Found'),
  });
}

describe('pincode, city and state', () => {
  it('fills the city and state from a known pincode and names them under it', async () => {
    const api = serveDirectory();
    renderWithClient(<PlaceForm />);
    const u = userEvent.setup();

    await u.type(screen.getByLabelText('Pincode *'), '600001');

    expect(await screen.findByText('Chennai, Tamil Nadu')).toBeVisible();
    expect(screen.getByLabelText('City *')).toHaveValue('Chennai');
    expect(screen.getByLabelText('State *')).toHaveValue('Tamil Nadu');
    expect(api.calls.filter((url) => url.pathname === '/api/pincodes/600001')).toHaveLength(1);
    // Only the finished pincode is looked up.
    expect(api.calls.some((url) => /\/api\/pincodes\/\d{1,5}$/.test(url.pathname))).toBe(false);
  });

  it("keeps the city editable and offers the pincode's places", async () => {
    serveDirectory();
    const { container } = renderWithClient(<PlaceForm />);
    const u = userEvent.setup();

    await u.type(screen.getByLabelText('Pincode *'), '600001');
    const city = screen.getByLabelText('City *');
    await screen.findByText('Chennai, Tamil Nadu');
    expect(city).toHaveValue('Chennai');

    await u.clear(city);
    await u.type(city, 'George Town');
    expect(city).toHaveValue('George Town');
    const list = container.querySelector(`datalist#${CSS.escape(city.getAttribute('list') ?? '')}`);
    expect(list).not.toBeNull();
    const options = [...within(list as HTMLElement).getAllByRole('option', { hidden: true })];
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['Chennai', 'Parrys', 'George Town']);
  });

  it('keeps a city already typed when it is one of the pincode’s places', async () => {
    serveDirectory();
    renderWithClient(<PlaceForm />);
    const u = userEvent.setup();

    await u.type(screen.getByLabelText('City *'), 'Parrys');
    await u.type(screen.getByLabelText('Pincode *'), '600001');

    expect(await screen.findByText('Chennai, Tamil Nadu')).toBeVisible();
    expect(screen.getByLabelText('State *')).toHaveValue('Tamil Nadu');
    expect(screen.getByLabelText('City *')).toHaveValue('Parrys');
  });

  it('refuses a pincode the directory does not know and fills nothing', async () => {
    serveDirectory();
    renderWithClient(<PlaceForm />);
    const u = userEvent.setup();

    await u.type(screen.getByLabelText('Pincode *'), '999999');

    expect(await screen.findByText('Please enter a valid pincode')).toBeVisible();
    expect(screen.getByLabelText('Pincode *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('City *')).toHaveValue('');
    expect(screen.getByLabelText('State *')).toHaveValue('');
  });

  it('leaves a saved address as it is while showing its district', async () => {
    serveDirectory();
    renderWithClient(<PlaceForm initial={{ pincode: '600001', city: 'Anna Salai', state: 'Tamil Nadu' }} />);

    expect(await screen.findByText('Chennai, Tamil Nadu')).toBeVisible();
    expect(screen.getByLabelText('City *')).toHaveValue('Anna Salai');
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(state).toHaveValue('Tamil Nadu');
    // 'Select state' and the 36 states and union territories.
    expect(within(state).getAllByRole('option')).toHaveLength(37);
  });
});
