import type { FastifyInstance } from 'fastify';
import { ProductService } from './service';
import * as s from './schemas';

/** Products (spec 7): everything but create/edit/get-product-info, which the generic resource serves. */
export default async function productRoutes(app: FastifyInstance) {
  const products = new ProductService(app.db);
  const tags = ['Products'];
  const base = '/api/v1/product/admin';
  const readers = ['inventory.view', 'po.create', 'reports.rol'];

  app.get(`${base}/get-batches`, { config: { ability: readers }, schema: { tags, querystring: s.PRODUCT_ID_QUERY } },
    async (request) => products.batches((request.query as { productId: number }).productId));

  app.get(`${base}/check-product-name-availability`, { config: { ability: ['products.create', 'products.edit'] }, schema: { tags, querystring: s.NAME_QUERY } },
    async (request) => {
      const qs = request.query as { productName: string; productId?: number };
      return products.nameAvailability(qs.productName, qs.productId ?? null);
    });

  app.get(`${base}/find-products`, { config: { ability: readers }, schema: { tags, querystring: s.FIND_QUERY } },
    async (request) => products.find(request.query as s.FindQuery));

  app.get(`${base}/find-products-to-discount-editor`, { config: { ability: 'discount_schemes.view' }, schema: { tags, querystring: s.FIND_QUERY } },
    async (request) => products.find(request.query as s.FindQuery));

  app.post(`${base}/edit-product-max-discount-percentages`, { config: { ability: 'discount_schemes.edit' }, schema: { tags, body: s.MAX_DISCOUNTS } },
    async (request) => products.setMaxDiscounts(request, (request.body as { products: Array<{ productId: number; maxDiscountPercentage: number }> }).products));

  app.get(`${base}/get-rol-products-list`, { config: { ability: ['reports.rol', 'po.create'] }, schema: { tags, querystring: s.ROL_QUERY } },
    async (request) => {
      const qs = request.query as { supplier?: number; searchKey?: string; skip: number; limit: number };
      return products.rol({ supplierId: qs.supplier, searchKey: qs.searchKey, skip: qs.skip, limit: qs.limit });
    });

  app.post(`${base}/manual-stock-adjustment`, { config: { ability: 'inventory.adjust' }, schema: { tags, body: s.ADJUSTMENT } },
    async (request) => {
      const b = request.body as { productId: number; formValues: { batchId: number; quantity: number; reason: string } };
      return products.adjust(request, b.productId, b.formValues);
    });
}
