import { useMutation } from '@tanstack/react-query';
import type { CouponBody } from '@thindi/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithClient } from '../../../test/render-with-client';
import { CouponForm } from './coupon-form';
import { couponFormSchema, EMPTY_COUPON_FIELDS, indiaMoment } from './coupon-form.schema';

function Harness({ send, onClose }: { send: (body: CouponBody) => Promise<unknown>; onClose: () => void }) {
  const create = useMutation({ mutationFn: send });
  return <CouponForm title="New coupon" intro="Valid on your products." create={create} onClose={onClose} />;
}

function openForm() {
  const send = jest.fn(async (body: CouponBody) => ({ success: true, body }));
  const onClose = jest.fn();
  renderWithClient(<Harness send={send} onClose={onClose} />);
  const form = screen.getByRole('form', { name: 'New coupon' });
  return { send, onClose, form, u: userEvent.setup() };
}

/** datetime-local inputs take their value whole, as a browser's picker sets it. */
const setMoment = (form: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

async function fillValid(form: HTMLElement, u: ReturnType<typeof userEvent.setup>) {
  await u.type(within(form).getByLabelText(/^Code/), 'diwali10');
  await u.type(within(form).getByLabelText(/^Percent off/), '10');
  setMoment(form, /^Starts/, '2026-10-20T00:00');
  setMoment(form, /^Ends/, '2026-10-27T23:59');
}

const submit = (form: HTMLElement, u: ReturnType<typeof userEvent.setup>) =>
  u.click(within(form).getByRole('button', { name: 'Create coupon' }));

describe('the coupon form', () => {
  it('refuses a percent over 90 with the contract message, before sending anything', async () => {
    const { form, u, send } = openForm();
    await fillValid(form, u);
    const value = within(form).getByLabelText(/^Percent off/);
    await u.clear(value);
    await u.type(value, '95');
    await submit(form, u);
    expect(await within(form).findByText('A percent coupon takes a whole percent from 1 to 90')).toBeVisible();
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses an end before the start with the contract message, before sending anything', async () => {
    const { form, u, send } = openForm();
    await fillValid(form, u);
    setMoment(form, /^Ends/, '2026-10-19T23:00');
    await submit(form, u);
    expect(await within(form).findByText('endsAt must be after startsAt')).toBeVisible();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a percent coupon with its cap, limits and categories, dates in India time, then closes', async () => {
    const { form, u, send, onClose } = openForm();
    await fillValid(form, u);
    expect(within(form).getByLabelText(/^Code/)).toHaveValue('DIWALI10');
    await u.type(within(form).getByLabelText(/^Maximum discount/), '200');
    await u.type(within(form).getByLabelText(/^Minimum subtotal/), '499.50');
    await u.type(within(form).getByLabelText(/^Usage limit/), '500');
    const perShopper = within(form).getByLabelText(/^Per-shopper limit/);
    expect(perShopper).toHaveValue('1');
    await u.clear(perShopper);
    await u.type(perShopper, '2');
    expect(
      within(within(form).getByRole('group', { name: 'Categories' }))
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Savory', 'Sweet', 'Spicy', 'Traditional']);
    await u.click(within(form).getByRole('checkbox', { name: 'Sweet' }));
    await u.click(within(form).getByRole('checkbox', { name: 'Traditional' }));
    await submit(form, u);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0][0]).toEqual({
      code: 'DIWALI10',
      kind: 'percent',
      value: 10,
      minSubtotal: 499.5,
      maxDiscount: 200,
      startsAt: '2026-10-20T00:00:00+05:30',
      endsAt: '2026-10-27T23:59:00+05:30',
      usageLimit: 500,
      perCustomerLimit: 2,
      categories: ['sweet', 'traditional'],
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('sends a flat coupon without a cap (its field is gone) and with every category', async () => {
    const { form, u, send } = openForm();
    await u.type(within(form).getByLabelText(/^Code/), 'FLAT50');
    await u.type(within(form).getByLabelText(/^Maximum discount/), '100');
    await u.click(within(form).getByRole('radio', { name: 'Flat amount (₹)' }));
    expect(within(form).queryByLabelText(/^Maximum discount/)).not.toBeInTheDocument();
    await u.type(within(form).getByLabelText(/^Amount off/), '50');
    setMoment(form, /^Starts/, '2026-11-01T09:30');
    setMoment(form, /^Ends/, '2026-11-02T09:30');
    await submit(form, u);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    const body = send.mock.calls[0][0];
    expect(body).toEqual({
      code: 'FLAT50',
      kind: 'flat',
      value: 50,
      minSubtotal: 0,
      startsAt: '2026-11-01T09:30:00+05:30',
      endsAt: '2026-11-02T09:30:00+05:30',
      perCustomerLimit: 1,
    });
    expect(JSON.parse(JSON.stringify(body))).not.toHaveProperty('maxDiscount');
  });

  it('asks for a value and the dates with the contract messages when they are left out', async () => {
    const { form, u, send } = openForm();
    await u.type(within(form).getByLabelText(/^Code/), 'ab');
    await submit(form, u);
    expect(await within(form).findByText('code must be 3 to 20 letters and digits, e.g. DIWALI10')).toBeVisible();
    expect(within(form).getByText('value must be a number')).toBeVisible();
    expect(within(form).getByText(/^startsAt must be a date and time/)).toBeVisible();
    expect(send).not.toHaveBeenCalled();
  });
});

describe('reading the form', () => {
  it("reads a datetime-local value as India's time", () => {
    expect(indiaMoment('2026-10-20T00:00')).toBe('2026-10-20T00:00:00+05:30');
    expect(indiaMoment('2026-10-20T18:45:30')).toBe('2026-10-20T18:45:30+05:30');
    expect(indiaMoment('')).toBe('');
    expect(new Date(indiaMoment('2026-10-20T00:00')).toISOString()).toBe('2026-10-19T18:30:00.000Z');
  });

  it('refuses text that is not a number rather than sending nothing', () => {
    const parsed = couponFormSchema.safeParse({
      ...EMPTY_COUPON_FIELDS,
      code: 'DIWALI10',
      value: 'ten',
      startsAt: '2026-10-20T00:00',
      endsAt: '2026-10-21T00:00',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['value', 'value must be a number'],
    ]);
  });
});
