import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { deferredFetch, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { makePublicConfig } from '../../../test/public-config';
import { renderWithClient } from '../../../test/render-with-client';
import { SiteFooter } from './site-footer';

const OFFICER = {
  name: 'Meenakshi Sundaram',
  designation: 'Head of Customer Care',
  email: 'complaints@thindi.example',
  phone: '+91 80 4567 8900',
};

function renderFooter() {
  return renderWithClient(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  );
}

describe('site footer', () => {
  beforeEach(() => {
    mockApi({ 'GET /api/config': () => jsonResponse(makePublicConfig({ grievanceOfficer: OFFICER })) });
  });

  it('gives every link a destination a person or a crawler can follow', async () => {
    const { container } = renderFooter();
    await screen.findByText(/Grievance Officer: Meenakshi Sundaram/);
    const anchors = Array.from(container.querySelectorAll('a'));
    expect(anchors.length).toBeGreaterThan(0);
    for (const anchor of anchors) expect(anchor.getAttribute('href')).toMatch(/^(\/|mailto:|tel:)\S+/);
  });

  it('links each category to its page of the storefront', () => {
    renderFooter();
    const categories = within(screen.getByRole('region', { name: 'Categories' }));
    for (const category of ['savory', 'sweet', 'spicy', 'traditional'])
      expect(categories.getByRole('link', { name: category })).toHaveAttribute('href', `/?category=${category}`);
  });

  it('links the phone number and the e-mail address of the contact section', () => {
    renderFooter();
    const contact = within(screen.getByRole('region', { name: 'Contact' }));
    expect(contact.getByText('Chennai, Tamil Nadu, India')).toBeVisible();
    expect(contact.getByRole('link', { name: '+91 44 4000 1234' })).toHaveAttribute('href', 'tel:+914440001234');
    expect(contact.getByRole('link', { name: 'hello@thindi.example' })).toHaveAttribute(
      'href',
      'mailto:hello@thindi.example',
    );
  });

  it('links the policy pages and how selling works', () => {
    renderFooter();
    const quick = within(screen.getByRole('region', { name: 'Quick Links' }));
    for (const [label, href] of [
      ['Sell on Thindi', '/sell'],
      ['Shipping Policy', '/shipping'],
      ['Returns & Refunds', '/returns'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Grievance Officer', '/grievance'],
    ]) {
      expect(quick.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
  });

  it('names the grievance officer this deployment sets, with a link to write to them', async () => {
    renderFooter();
    const contact = within(screen.getByRole('region', { name: 'Contact' }));
    expect(await contact.findByText(/Grievance Officer: Meenakshi Sundaram,/)).toBeVisible();
    expect(contact.getByRole('link', { name: 'complaints@thindi.example' })).toHaveAttribute(
      'href',
      'mailto:complaints@thindi.example',
    );
  });

  it('names no grievance officer while the settings are read', async () => {
    const api = deferredFetch();
    renderFooter();
    await waitFor(() => expect(api.calls.some((url) => url.pathname === '/api/config')).toBe(true));
    expect(screen.queryByText(/Grievance Officer:/)).not.toBeInTheDocument();
  });
});
