import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SiteFooter } from './site-footer';

function renderFooter() {
  return render(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  );
}

describe('site footer', () => {
  it('gives every link a destination a person or a crawler can follow', () => {
    const { container } = renderFooter();
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
    ]) {
      expect(quick.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
  });
});
