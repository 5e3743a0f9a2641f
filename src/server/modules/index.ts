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
import intakeKeyRoutes from './intake/keyRoutes';
import quotationRoutes from './quotations/routes';
import documentRoutes from './quotations/documentRoutes';
import orderRecordRoutes from './orders/recordRoutes';
import customerRecordRoutes from './customers/recordRoutes';
import deliverySlotRoutes from './deliverySlots/routes';
import promoRedeemRoutes from './promo/redeemRoutes';
import promoCodesRoutes from './promo/codesRoutes';
import auditRoutes from '../platform/audit/routes';
import productRoutes from './products/routes';
import poRoutes from './po/routes';
import grnRoutes from './grn/routes';
import inventoryRoutes from './inventory/routes';
import reportRoutes from '../platform/reports/routes';
import preparationRoutes from './preparation/routes';
import dispatchRoutes from './dispatch/routes';
import tripRoutes from './trips/routes';
import settlementRoutes from './settlements/routes';
import offlineOrderRoutes from './offlineOrders/routes';
import sessionGuard from './auth/sessionGuard';
import dashboardRoutes from './dashboards/routes';

export const moduleRoutes: Array<(app: FastifyInstance) => Promise<void>> = [authRoutes, userRoutes, referenceRoutes];
// Orders and chats workspace (orders, chats, prescriptions, patients, find customers, customer intake).
moduleRoutes.push(orderRoutes, orderListRoutes, chatRoutes, prescriptionRoutes, patientRoutes, customerRoutes, intakeRoutes);
// Money path: quotations, batch-wise invoices, credit notes, delivery slots, promo codes on an order.
moduleRoutes.push(quotationRoutes, deliverySlotRoutes, promoRedeemRoutes);
// Audit trail (issue 8): a record's History and the super_admin audit search.
moduleRoutes.push(auditRoutes);
// Hardening (issue 8): staff list and revoke customer intake keys.
moduleRoutes.push(intakeKeyRoutes);
// Reports and downloads (issue 8): one GET route per declaration of reports/ (src/server/platform/reports/list.ts).
moduleRoutes.push(reportRoutes);
// Supply path (issue 10): products, purchase orders, GRN (inventory reports are report declarations).
moduleRoutes.push(productRoutes, poRoutes, grnRoutes, inventoryRoutes);
// Money path part 2 (issue 11): dispensing, logistics planner, rider toolkit, settlements.
moduleRoutes.push(preparationRoutes, dispatchRoutes, tripRoutes, settlementRoutes);
// Marketing (issue 12): promo code management, activations and redemptions.
moduleRoutes.push(promoCodesRoutes);
// User management (issue 12): a deactivated agent's access tokens are refused on their next request (every route).
moduleRoutes.push(sessionGuard);
// Offline orders (issue 12): offline customers, placing and listing offline orders, their attachments.
moduleRoutes.push(offlineOrderRoutes);
// Dashboards (issue 12): performance, processing, collections, invoices count and home, read from daily rollups.
moduleRoutes.push(dashboardRoutes);
// Generated screens (issue 21): the quotations, invoices and credit notes lists and records; one order, one customer.
moduleRoutes.push(documentRoutes, orderRecordRoutes, customerRecordRoutes);
