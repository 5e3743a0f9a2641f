/** Every business module's routes, registered in this order. Add a module here. */
import type { FastifyInstance } from 'fastify';
import authRoutes from './auth/routes';
import userRoutes from './users/routes';
import referenceRoutes from './reference/routes';
import orderRoutes from './orders/routes';
import orderListRoutes from './orders/listRoutes';
import chatRoutes from './chats/routes';
import prescriptionRoutes from './prescriptions/routes';
import patientRoutes from './patients/routes';
import customerRoutes from './customers/routes';
import intakeRoutes from './intake/routes';

export const moduleRoutes: Array<(app: FastifyInstance) => Promise<void>> = [authRoutes, userRoutes, referenceRoutes];
// Orders and chats workspace (orders, chats, prescriptions, patients, find customers, customer intake).
moduleRoutes.push(orderRoutes, orderListRoutes, chatRoutes, prescriptionRoutes, patientRoutes, customerRoutes, intakeRoutes);
