import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browseAnswer } from '../../../test/catalog-api';
import { jsonResponse, mockApi, mockFetch } from '../../../test/fetch-mock';
import { makeProduct } from '../../../test/product.factory';
import { makePublicConfig } from '../../../test/public-config';
import { currentUrl, renderApp } from '../../../test/render-app';

/** More products than one page holds, so the grid has more to load. */
const catalogue = Array.from({ length: 333 }, (_, i) => makeProduct({ name: `Thattai ${i + 1}` }));

function serve() {
  return mockFetch((url) => jsonResponse(browseAnswer(catalogue, url)));
}

const productReads = (calls: URL[]) => calls.filter((url) => url.pathname.startsWith('/api/products')).length;

describe('About and Contact', () => {
  it('opens About from the header on a page of its own, reading no products', async () => {
    const { calls } = serve();
    const { router } = renderApp('/');
    await screen.findByRole('list', { name: 'Products' });
    const reads = productReads(calls);

    await userEvent
      .setup()
      .click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About Thindi' })).toBeVisible();
    expect(currentUrl(router)).toBe('/about');
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
    expect(productReads(calls)).toBe(reads);
  });

  it('opens Contact from the header with the phone number and e-mail address, reading no products', async () => {
    const { calls } = serve();
    const { router } = renderApp('/?page=2');
    await screen.findByRole('list', { name: 'Products' });
    const reads = productReads(calls);

    await userEvent
      .setup()
      .click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Contact' }));
    const page = within(await screen.findByRole('article'));
    expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    expect(page.getByRole('link', { name: '+91 44 4000 1234' })).toHaveAttribute('href', 'tel:+914440001234');
    expect(page.getByRole('link', { name: 'hello@thindi.example' })).toHaveAttribute(
      'href',
      'mailto:hello@thindi.example',
    );
    expect(currentUrl(router)).toBe('/contact');
    expect(productReads(calls)).toBe(reads);
  });

  it('leads to About and Contact from the phone menu', async () => {
    serve();
    renderApp('/');
    await screen.findByRole('list', { name: 'Products' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('navigation', { name: 'Mobile' }));
    expect(menu.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(menu.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  it.each([
    ['/#about', '/about', 'About Thindi'],
    ['/#contact', '/contact', 'Contact us'],
  ])('sends an old link to %s on to %s', async (old, path, title) => {
    serve();
    const { router } = renderApp(old);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(currentUrl(router)).toBe(path);
  });
});

describe('Grievance Officer', () => {
  const officer = {
    name: 'Meenakshi Sundaram',
    designation: 'Head of Customer Care',
    email: 'complaints@thindi.example',
    phone: '+91 80 4567 8900',
  };
  const configured = () => jsonResponse(makePublicConfig({ grievanceOfficer: officer }));

  it("opens the grievance officer's page from the footer", async () => {
    mockApi({ 'GET /api/config': configured });
    const { router } = renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));

    await userEvent.setup().click(footer.getByRole('link', { name: 'Grievance Officer' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Grievance Officer' });
    expect(heading).toBeVisible();
    expect(await within(heading.closest('article')!).findByText('Meenakshi Sundaram')).toBeVisible();
    expect(currentUrl(router)).toBe('/grievance');
  });

  it('is named on the Contact page, with a link to its page', async () => {
    mockApi({ 'GET /api/config': configured });
    renderApp('/contact');
    const section = within(await screen.findByRole('region', { name: 'Grievance officer' }));
    expect(await section.findByText(/Our grievance officer, Meenakshi Sundaram, answers complaints/)).toBeVisible();
    expect(section.getByRole('link', { name: 'Grievance Officer' })).toHaveAttribute('href', '/grievance');
  });
});
