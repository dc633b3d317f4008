import { NO_FOOD_FACTS } from '@thindi/contracts';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { makeFoodFacts, makePublicSeller } from '../../../../test/product.factory';
import { FoodFactsPanel } from './food-facts';
import { SellerBlock } from './seller-block';

const facts = () => screen.getByRole('region', { name: 'Food facts' });

describe('food facts on the product page', () => {
  it('shows every declared fact: the mark, allergens, nutrition per 100 g, shelf life, storage, origin, maker', () => {
    render(<FoodFactsPanel food={makeFoodFacts()} />);

    expect(within(facts()).getByRole('img', { name: 'Vegetarian' })).toBeInTheDocument();
    expect(screen.getByText('Contains: milk, tree nuts')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Nutrition per 100 g' });
    expect(within(table).getByRole('rowheader', { name: 'Energy' }).closest('tr')).toHaveTextContent('520 kcal');
    expect(within(table).getByRole('rowheader', { name: 'Protein' }).closest('tr')).toHaveTextContent('6.5 g');
    expect(within(table).getByRole('rowheader', { name: 'Sodium' }).closest('tr')).toHaveTextContent('45 mg');
    expect(screen.getByText('Best before 30 days from packing')).toBeVisible();
    expect(screen.getByText('Storage: Store in a cool, dry place')).toBeVisible();
    expect(screen.getByText('Country of origin: India')).toBeVisible();
    expect(screen.getByText('Manufactured by: Amma Sweets & Snacks, 3 East Masi Street, Madurai 625001')).toBeVisible();
    expect(screen.getByText('As declared by the seller.')).toBeVisible();
  });

  it('says a product declared without allergens contains none, not that it is undeclared', () => {
    render(<FoodFactsPanel food={makeFoodFacts({ allergens: [] })} />);

    expect(screen.getByText('Contains no declared allergens')).toBeVisible();
    expect(screen.queryByText(/Not declared/)).not.toBeInTheDocument();
  });

  it('claims nothing the seller has not declared', () => {
    render(<FoodFactsPanel food={NO_FOOD_FACTS} />);

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Contains/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/India/)).not.toBeInTheDocument();
    expect(screen.getByText('Veg or non-veg: Not declared by the seller')).toBeVisible();
    expect(screen.getByText('Allergens: Not declared by the seller')).toBeVisible();
    expect(screen.getByText('Shelf life: Not declared by the seller')).toBeVisible();
    expect(screen.getByText('Country of origin: Not declared by the seller')).toBeVisible();
    expect(screen.getByText('Manufactured by: Not declared by the seller')).toBeVisible();
  });

  it('leaves out the nutrition table and storage when only those are missing', () => {
    render(
      <FoodFactsPanel
        food={makeFoodFacts({ nutritionPer100g: null, storage: null, diet: 'egg', allergens: ['egg'] })}
      />,
    );

    expect(screen.getByRole('img', { name: 'Contains egg' })).toBeInTheDocument();
    expect(screen.getByText('Contains: egg')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Storage/)).not.toBeInTheDocument();
  });
});

describe('seller block on the product page', () => {
  it('names the seller with a link to its page, its FSSAI licence, place, customer care and rating', () => {
    render(
      <MemoryRouter>
        <SellerBlock seller={makePublicSeller({ id: 's-7', rating: { average: 4.46, count: 12 } })} />
      </MemoryRouter>,
    );

    const block = screen.getByRole('region', { name: 'Sold by' });
    expect(within(block).getByRole('link', { name: 'Amma Sweets & Snacks' })).toHaveAttribute('href', '/sellers/s-7');
    expect(within(block).getByText('FSSAI Lic. No. 13323001000123')).toBeVisible();
    expect(within(block).getByText('Madurai, Tamil Nadu 625001')).toBeVisible();
    expect(within(block).getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
    expect(within(block).getByRole('link', { name: 'care@ammasweets.example' })).toHaveAttribute(
      'href',
      'mailto:care@ammasweets.example',
    );
    expect(within(block).getByText('Seller rating: 4.5 out of 5 (12 reviews)')).toBeVisible();
  });

  it('leaves out what the seller has not given: no licence line, no place, no contact, no rating', () => {
    render(
      <MemoryRouter>
        <SellerBlock seller={makePublicSeller({ fssaiLicenceNumber: null, address: null, customerCare: null })} />
      </MemoryRouter>,
    );

    const block = screen.getByRole('region', { name: 'Sold by' });
    expect(within(block).queryByText(/FSSAI/)).not.toBeInTheDocument();
    expect(within(block).queryByText(/Customer care/)).not.toBeInTheDocument();
    expect(within(block).queryByText(/rating/)).not.toBeInTheDocument();
  });
});
