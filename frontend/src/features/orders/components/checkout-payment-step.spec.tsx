import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { PaymentMethod } from '@thindi/contracts';
import { PaymentStep } from './checkout-payment-step';

function Harness() {
  const [method, setMethod] = useState<PaymentMethod>('cod');
  return <PaymentStep method={method} onChange={setMethod} />;
}

describe('PaymentStep', () => {
  it('lets the shopper choose UPI or cash on delivery', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /UPI/ }));
    expect(screen.getByRole('radio', { name: /UPI/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  });

  it("shows card and net banking as 'Coming soon', not choosable", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    for (const name of [/Credit\/Debit Card/, /Net Banking/]) {
      const radio = screen.getByRole('radio', { name });
      expect(radio).toBeDisabled();
      expect(radio).toHaveAccessibleName(expect.stringContaining('Coming soon'));
      await user.click(radio);
      expect(radio).not.toBeChecked();
    }
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  });
});
