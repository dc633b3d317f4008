import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../../test/fetch-mock';
import { callsTo, listOf, makeAdminProduct, openAdminDashboard } from '../../../../test/admin';

describe('admin products tab: featuring', () => {
  it('features a product with one click, shows it as featured, and can stop featuring it', async () => {
    let featured = false;
    const { api } = await openAdminDashboard({
      handlers: {
        'GET /api/admin/products': () => listOf('products', [makeAdminProduct({ featured })]),
        'PATCH /api/admin/products/p1/featured': (body) => {
          featured = (body as { featured: boolean }).featured;
          return jsonResponse({ success: true, message: 'Product featured', product: makeAdminProduct({ featured }) });
        },
      },
    });
    const u = userEvent.setup();
    await u.click(screen.getByRole('tab', { name: 'Products' }));
    const row = (await screen.findByText('Murukku')).closest('tr') as HTMLElement;
    expect(within(row).queryByText('Featured')).not.toBeInTheDocument();

    await u.click(within(row).getByRole('button', { name: 'Feature Murukku' }));
    expect(await within(row).findByText('Featured')).toBeVisible();
    await u.click(await within(row).findByRole('button', { name: 'Unfeature Murukku' }));
    expect(await within(row).findByRole('button', { name: 'Feature Murukku' })).toBeVisible();

    const bodies = callsTo(api, 'PATCH', '/api/admin/products/p1/featured').map((c) => JSON.parse(String(c.init.body)));
    expect(bodies).toEqual([{ featured: true }, { featured: false }]);
  });

  it('shows the refusal when another admin featured it first', async () => {
    await openAdminDashboard({
      handlers: {
        'GET /api/admin/products': () => listOf('products', [makeAdminProduct({ featured: false })]),
        'PATCH /api/admin/products/p1/featured': () =>
          jsonResponse({ success: false, message: 'Product is already featured' }, 409),
      },
    });
    const u = userEvent.setup();
    await u.click(screen.getByRole('tab', { name: 'Products' }));
    await u.click(await screen.findByRole('button', { name: 'Feature Murukku' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Product is already featured');
  });
});
