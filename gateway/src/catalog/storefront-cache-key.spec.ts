import { storefrontCacheKey } from './storefront-cache-key';

describe('storefrontCacheKey', () => {
  it('gives requests that mean the same the same key', () => {
    expect(storefrontCacheKey('/api/products')).toBe(storefrontCacheKey('/api/products?category=all'));
    expect(storefrontCacheKey('/api/products?search=Murukku')).toBe(
      storefrontCacheKey('/api/products?search=murukku&x=1'),
    );
  });

  it('keys the price bounds and the sort, so each filtered list is cached apart', () => {
    const plain = storefrontCacheKey('/api/products');
    expect(storefrontCacheKey('/api/products?minPrice=100')).not.toBe(plain);
    expect(storefrontCacheKey('/api/products?maxPrice=100')).not.toBe(storefrontCacheKey('/api/products?minPrice=100'));
    expect(storefrontCacheKey('/api/products?sort=price-asc')).not.toBe(
      storefrontCacheKey('/api/products?sort=price-desc'),
    );
    expect(storefrontCacheKey('/api/products?minPrice=100')).toBe(storefrontCacheKey('/api/products?minPrice=100.0'));
    expect(storefrontCacheKey('/api/products?minPrice=-1')).toBeUndefined();
    expect(storefrontCacheKey('/api/products?sort=cheapest')).toBeUndefined();
  });

  it('keys the page, its size and the asOf anchor, with absent paging meaning the first page of 48', () => {
    const plain = storefrontCacheKey('/api/products');
    expect(storefrontCacheKey('/api/products?page=1&pageSize=48')).toBe(plain);
    expect(storefrontCacheKey('/api/products?page=2')).not.toBe(plain);
    expect(storefrontCacheKey('/api/products?pageSize=24')).not.toBe(plain);
    expect(storefrontCacheKey('/api/products?asOf=2026-01-01T00:00:00.000001Z')).not.toBe(plain);
    expect(storefrontCacheKey('/api/products?page=0')).toBeUndefined();
    expect(storefrontCacheKey('/api/products?pageSize=101')).toBeUndefined();
  });

  it('keys the food filters and the seller, so a filtered list is never answered from an unfiltered one', () => {
    const plain = storefrontCacheKey('/api/products?search=murukku');
    const veg = storefrontCacheKey('/api/products?search=murukku&diet=veg');
    const free = storefrontCacheKey('/api/products?search=murukku&excludeAllergens=peanut');
    const seller = storefrontCacheKey('/api/products?seller=5f0c7a52-4a53-4d6c-9d0e-2a9a0e3c1b11');
    expect(new Set([plain, veg, free, seller, storefrontCacheKey('/api/products')]).size).toBe(5);
    expect(storefrontCacheKey('/api/products?search=murukku&diet=')).toBe(plain);
    expect(storefrontCacheKey('/api/products?excludeAllergens=milk,peanut')).toBe(
      storefrontCacheKey('/api/products?excludeAllergens=Peanut,%20milk'),
    );
  });

  it('keys a name given twice as the list the controller reads, and leaves an invalid one to it', () => {
    const both = storefrontCacheKey('/api/products?excludeAllergens=peanut,milk');
    expect(storefrontCacheKey('/api/products?excludeAllergens=peanut&excludeAllergens=milk')).toBe(both);
    expect(storefrontCacheKey('/api/products?excludeAllergens=milk')).not.toBe(both);
    expect(storefrontCacheKey('/api/products?category=sweet&category=savory')).toBeUndefined();
    expect(storefrontCacheKey('/api/products?excludeAllergens=peanuts')).toBeUndefined();
    expect(storefrontCacheKey('/api/products?diet=vegan')).toBeUndefined();
    expect(storefrontCacheKey('/api/products?seller=acme')).toBeUndefined();
  });

  it('keys the featured list by its page and single products', () => {
    expect(storefrontCacheKey('/api/products/featured/list')).toBe(
      storefrontCacheKey('/api/products/featured/list?page=1&pageSize=12'),
    );
    expect(storefrontCacheKey('/api/products/featured/list?page=2')).not.toBe(
      storefrontCacheKey('/api/products/featured/list'),
    );
    expect(storefrontCacheKey('/api/products/abc-123')).toBe('product:abc-123');
  });

  it('keys suggestions by limit and text in lower case, defaults applied', () => {
    expect(storefrontCacheKey('/api/search/suggestions?q=%20Mur%20')).toBe('suggest:8:mur');
    expect(storefrontCacheKey('/api/search/suggestions?q=mur&limit=8')).toBe('suggest:8:mur');
    expect(storefrontCacheKey('/api/search/suggestions?q=mur&limit=3')).toBe('suggest:3:mur');
    expect(storefrontCacheKey('/api/search/suggestions?q=mur&limit=0')).toBeUndefined();
  });

  it('leaves invalid or unrelated requests to the controllers', () => {
    expect(storefrontCacheKey('/api/products?category=pizza')).toBeUndefined();
    expect(storefrontCacheKey('/api/products/%E0%A4%A')).toBeUndefined();
    expect(storefrontCacheKey('/api/products/a/b')).toBeUndefined();
    expect(storefrontCacheKey('/api/health')).toBeUndefined();
  });
});
