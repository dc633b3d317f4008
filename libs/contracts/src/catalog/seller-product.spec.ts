import { listProductsQuerySchema } from './product.schema';
import { productFormSchema } from './seller-product.schema';

const valid = { name: 'Murukku', description: 'Crisp', price: '10.50', weight: '200g', images: ['/api/files/a.webp'] };
const messageOf = (over: Record<string, unknown>) => {
  const result = productFormSchema.safeParse({ ...valid, ...over });
  return result.success ? 'ok' : result.error.issues[0].message;
};

describe('productFormSchema', () => {
  it('reads form numbers, drops empty ingredients and defaults stock and category', () => {
    expect(productFormSchema.parse({ ...valid, ingredients: ['rice', ' ', ''] })).toEqual({
      ...valid,
      price: 10.5,
      ingredients: ['rice'],
      category: 'savory',
      stockQuantity: 0,
    });
  });

  it("takes a seller's featured flag without refusing it: featuring is the admin's, the catalog ignores it", () => {
    expect(messageOf({ featured: true })).toBe('ok');
    expect(messageOf({ featured: 'yes' })).toBe('ok');
  });

  it('answers the form messages for missing fields and images', () => {
    expect(messageOf({ name: ' ' })).toBe('Please fill in all required fields');
    expect(messageOf({ price: '' })).toBe('Please fill in all required fields');
    expect(messageOf({ images: [] })).toBe('Please upload at least one product image');
    expect(messageOf({ images: undefined })).toBe('Please upload at least one product image');
  });

  it('refuses bad money and stock, and an original price not above the price', () => {
    expect(messageOf({ price: 1.001 })).toBe('price must have at most 2 decimals');
    expect(messageOf({ price: 0 })).toBe('Price must be at least ₹1');
    expect(messageOf({ price: '0.99' })).toBe('Price must be at least ₹1');
    expect(messageOf({ price: 1 })).toBe('ok');
    expect(messageOf({ originalPrice: 10.5 })).toBe('originalPrice must be above price');
    expect(messageOf({ originalPrice: null })).toBe('ok');
    expect(messageOf({ stockQuantity: '2.5' })).toBe('stockQuantity must be a whole number');
  });
});

describe('listProductsQuerySchema', () => {
  it('reads price bounds in rupees and a sort, and refuses others', () => {
    expect(listProductsQuerySchema.parse({ minPrice: '50', maxPrice: '', sort: 'discount' })).toEqual({
      minPrice: 50,
      maxPrice: undefined,
      sort: 'discount',
      page: 1,
      pageSize: 48,
    });
    expect(listProductsQuerySchema.safeParse({ minPrice: '-1' }).success).toBe(false);
    expect(listProductsQuerySchema.safeParse({ sort: 'cheapest' }).success).toBe(false);
  });

  it('pages 48 at a time unless asked, at most 100, and refuses pages that are not whole numbers from 1', () => {
    expect(listProductsQuerySchema.parse({ page: '3', pageSize: '100' })).toMatchObject({ page: 3, pageSize: 100 });
    for (const bad of [{ page: '0' }, { page: '1.5' }, { page: 'x' }, { pageSize: '101' }, { pageSize: '0' }])
      expect(listProductsQuerySchema.safeParse(bad).success).toBe(false);
  });
});

describe('listProductsQuerySchema asOf', () => {
  it('takes the first answer back as a date and time, and refuses anything else', () => {
    expect(listProductsQuerySchema.parse({ asOf: '2026-11-24T09:00:00.000Z' }).asOf).toBe('2026-11-24T09:00:00.000Z');
    expect(listProductsQuerySchema.parse({ asOf: '' }).asOf).toBeUndefined();
    expect(listProductsQuerySchema.safeParse({ asOf: 'yesterday' }).success).toBe(false);
  });
});
