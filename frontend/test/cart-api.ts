import type { CartResponse, Product } from '@thindi/contracts';
import { cartWithItems } from '@/features/cart/hooks/server-cart';
import { jsonResponse } from './fetch-mock';

/**
 * The server cart's routes for `mockApi`, kept in memory for the products given (priced and stocked as they are):
 * PUT caps at the stock, merge adds quantities up. `lines` is what the server holds; `merges` each merge's body.
 */
export function fakeCartApi(products: Product[]) {
  const lines = new Map<string, number>();
  const merges: unknown[] = [];
  const byId = new Map(products.map((p) => [p.id, p]));
  const cap = (id: string, quantity: number) => Math.min(quantity, byId.get(id)?.stockQuantity ?? 0);
  const answer = () => {
    const items = [...lines].map(([id, quantity]) => {
      const p = byId.get(id)!;
      const variantId = p.variants.find((v) => v.isDefault)?.id;
      const item = {
        id,
        variantId,
        name: p.name,
        image: p.images[0] ?? '',
        weight: p.weight,
        price: p.price,
        quantity,
      };
      return { ...item, gstRate: p.gstRate, maxQuantity: p.stockQuantity };
    });
    return jsonResponse({ success: true, cart: cartWithItems(undefined, items) } satisfies CartResponse);
  };
  const handlers: Record<string, (body: unknown) => Response> = {
    'GET /api/cart': answer,
    'DELETE /api/cart': () => {
      lines.clear();
      return answer();
    },
    'POST /api/cart/merge': (body) => {
      merges.push(body);
      for (const l of (body as { lines: { productId: string; quantity: number }[] }).lines) {
        if (byId.has(l.productId)) lines.set(l.productId, cap(l.productId, (lines.get(l.productId) ?? 0) + l.quantity));
      }
      return answer();
    },
  };
  for (const p of products) {
    handlers[`PUT /api/cart/lines/${p.id}`] = (body) => {
      lines.set(p.id, cap(p.id, (body as { quantity: number }).quantity));
      return answer();
    };
    handlers[`DELETE /api/cart/lines/${p.id}`] = () => {
      lines.delete(p.id);
      return answer();
    };
  }
  return { handlers, lines, merges };
}
