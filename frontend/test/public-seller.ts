import type { PublicSellerPage } from '@/features/catalog/api/public-seller.api';
import { makeProduct, makePublicSeller } from './product.factory';

/** A seller's public page and two of its products, as GET /api/sellers/:id/public and GET /api/products answer. */
export const SELLER_ID = '6f1d3a52-8c4e-4b7a-9d2f-0a1b2c3d4e5f';
export const seller: PublicSellerPage = {
  ...makePublicSeller({ id: SELLER_ID, businessName: 'Kovilpatti Sweets', rating: { average: 4.2, count: 9 } }),
  about: 'Kadalai mittai from Kovilpatti, made the old way with jaggery.',
  since: '2026-03-10T06:30:00.000Z',
  productCount: 2,
};
export const mittai = makeProduct({ name: 'Kadalai Mittai', seller });
export const halwa = makeProduct({ name: 'Tirunelveli Halwa', seller });
