/** Every business module's routes, registered in this order. Add a module here. */
import type { FastifyInstance } from 'fastify';
import authRoutes from './auth/routes';
import userRoutes from './users/routes';
import referenceRoutes from './reference/routes';

export const moduleRoutes: Array<(app: FastifyInstance) => Promise<void>> = [authRoutes, userRoutes, referenceRoutes];
