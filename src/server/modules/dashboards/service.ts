import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { ValidationError } from '../../errors';
import { ORDER_STATUS as S } from '../../../shared/orders/statuses';
import * as f from './figures';
import * as q from './queries';
import { checkDayRange } from '../../platform/dayRange';
import { DASHBOARD_DAYS } from '../../../shared/forms/dayRanges';

/**
 * Dashboards computed by the server (issue 12 item 4): Order Outcome Analysis (performance),
 * Processing Performance, collections, invoice count and the home dashboard. Every figure comes
 * from the daily rollups (0080_dashboard_rollups.sql) over a date range of order receipt (UTC days) and an
 * optional location; the paged order rows of the contract stay for clients that add up pages.
 */

export interface RangeQuery { startDate?: string; endDate?: string; location?: number }

const DEFAULT_DAYS = 30;
/** Dates the database and the calendar both agree on (year 0 is not a date in PostgreSQL). */
const EARLIEST = '1900-01-01';
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The filter of a request: the dates given (default: the last 30 days) and the location, within the caller's scope. */
export function rangeOf(qs: RangeQuery, scope: number | null): q.RangeFilter {
  for (const field of ['startDate', 'endDate'] as const) {
    const value = qs[field];
    if (value !== undefined && value < EARLIEST) throw new ValidationError([{ field: `querystring.${field}`, message: `must not be before ${EARLIEST}` }]);
  }
  const endDate = qs.endDate ?? (qs.startDate ? isoDay(Math.max(Date.now(), Date.parse(qs.startDate))) : isoDay(Date.now()));
  const startDate = qs.startDate ?? isoDay(Date.parse(endDate) - (DEFAULT_DAYS - 1) * DAY_MS);
  checkDayRange({ startDate, endDate }, DASHBOARD_DAYS);
  // A role limited to its own location sees that location whatever it asks for.
  return { startDate, endDate, locationId: scope ?? qs.location ?? null };
}

const range = (r: q.RangeFilter) => ({ startDate: r.startDate, endDate: r.endDate, location: r.locationId });

export class DashboardsService {
  private readonly db: Db;
  // Aggregates over many rows: the read replica when there is one.
  constructor(app: FastifyInstance) { this.db = app.readDb; }

  /** Order Outcome Analysis: every value of spec 3's performance dashboard, plus its charts' series. */
  async performance(r: q.RangeFilter) {
    const [rows, days] = await Promise.all([q.orderMeasures(this.db, r), q.orderDays(this.db, r)]);
    const all = f.total(rows, (s) => !f.isDraft(s));
    const count = (keep: (s: number) => boolean) => f.total(rows, keep).orders;
    const quotation = f.duration(all.quote_seconds, all.quoted);
    const delivery = f.duration(all.delivery_seconds, all.delivery_timed);
    const cycle = f.duration(all.cycle_seconds, all.delivered);
    const cancellations = count((s) => s === S.cancelled);
    return {
      range: range(r),
      totalOrders: all.orders,
      totalPendings: count(f.isOpen),
      totalQuotations: all.quoted,
      totalRatings: f.ratings(all).reduce((a, b) => a + b, 0),
      totalDeliveries: all.delivered,
      totalCancellations: cancellations,
      customerServiceLike: all.customer_service_like, customerServiceDislike: all.customer_service_dislike,
      deliveryLike: all.delivery_like, deliveryDislike: all.delivery_dislike,
      medicationLike: all.medication_like, medicationDislike: all.medication_dislike,
      mobileAppLike: all.mobile_app_like, mobileAppDislike: all.mobile_app_dislike,
      cancellationPercentage: f.percent(cancellations, all.orders),
      deliverySlaPercentage: f.percent(all.delivery_in_sla, all.delivery_sla_base),
      quotationSlaPercentage: f.percent(all.quote_in_sla, all.quoted),
      avgDeliveryTimeHours: delivery.hours, avgDeliveryTimeMinutes: delivery.minutes,
      avgQuotationTimeHours: quotation.hours, avgQuotationTimeMinutes: quotation.minutes,
      avgCycleTimeHours: cycle.hours, avgCycleTimeMinutes: cycle.minutes,
      averageFeedbackRating: f.averageRating(all),
      ratingDistribution: f.ratings(all).map((n, i) => ({ rating: i + 1, count: n })),
      outcomes: f.OUTCOMES.map((outcome) => ({ outcome, count: count((s) => f.outcomeOf(s) === outcome) })),
      daily: days.map((d) => ({ day: d.day, orders: d.received, delivered: d.delivered, cancelled: d.cancelled })),
    };
  }

  /** Processing Performance: where the range's orders stand, how far they got, and how long each step took. */
  async processing(r: q.RangeFilter) {
    const [rows, days, names] = await Promise.all([q.orderMeasures(this.db, r), q.orderDays(this.db, r), q.locationNames(this.db)]);
    const live = rows.filter((x) => !f.isDraft(x.status));
    const all = f.total(live);
    const byStatus = new Map<number, number>();
    for (const x of live) byStatus.set(x.status, (byStatus.get(x.status) ?? 0) + x.orders);
    const locations = new Map<number, typeof live>();
    for (const x of live) locations.set(x.locationId, [...(locations.get(x.locationId) ?? []), x]);
    const step = (key: string, seconds: number, n: number) => ({ step: key, count: n, avgMinutes: f.duration(seconds, n).minutes, avgHours: f.duration(seconds, n).hours });
    return {
      range: range(r),
      totalOrders: all.orders,
      stages: f.stageCounts(byStatus),
      statuses: f.statusCounts(byStatus),
      funnel: [
        { step: 'received', count: all.orders },
        { step: 'quoted', count: all.quoted },
        { step: 'confirmed', count: all.confirm_timed },
        { step: 'delivered', count: all.delivered },
        { step: 'completed', count: byStatus.get(S.completed) ?? 0 },
      ],
      cancelled: byStatus.get(S.cancelled) ?? 0,
      stepTimes: [
        step('quotation', all.quote_seconds, all.quoted),
        step('customer_response', all.confirm_seconds, all.confirm_timed),
        step('delivery', all.delivery_seconds, all.delivery_timed),
        step('cycle', all.cycle_seconds, all.delivered),
      ],
      byLocation: [...locations].map(([locationId, xs]) => {
        const m = f.total(xs);
        return {
          locationId, locationName: names.get(locationId) ?? String(locationId), orders: m.orders,
          open: f.total(xs, f.isOpen).orders, delivered: m.delivered, cancelled: f.total(xs, (s) => s === S.cancelled).orders,
          avgCycleMinutes: f.duration(m.cycle_seconds, m.delivered).minutes,
        };
      }).sort((a, b) => b.orders - a.orders || a.locationName.localeCompare(b.locationName)),
      daily: days.map((d) => ({ day: d.day, received: d.received, quoted: d.quoted, delivered: d.delivered })),
    };
  }

  /** Collections: what riders collected (by payment mode) against what was invoiced, per day of collection or posting. */
  async collection(r: q.RangeFilter) {
    const [payments, invoices] = await Promise.all([q.collectionDays(this.db, r), q.invoiceDays(this.db, r)]);
    const modes = new Map<string, number>();
    const perDay = new Map<string, { day: string; collected: number; invoiced: number }>();
    const dayOf = (day: string) => perDay.get(day) ?? perDay.set(day, { day, collected: 0, invoiced: 0 }).get(day)!;
    for (const p of payments) {
      modes.set(p.mode, (modes.get(p.mode) ?? 0) + p.amount);
      dayOf(p.day).collected += p.amount;
    }
    for (const i of invoices) dayOf(i.day).invoiced += i.netTotal;
    const collected = payments.reduce((n, p) => n + p.amount, 0);
    const invoiced = invoices.reduce((n, i) => n + i.netTotal, 0);
    const money = (n: number) => Math.round(n * 100) / 100;
    return {
      range: range(r),
      totalCollected: money(collected),
      payments: payments.reduce((n, p) => n + p.payments, 0),
      byMode: [...modes].filter(([, amount]) => amount !== 0).sort(([a], [b]) => a.localeCompare(b)).map(([mode, amount]) => ({ mode, amount: money(amount) })),
      invoiceCount: invoices.reduce((n, i) => n + i.invoices, 0),
      totalInvoiced: money(invoiced),
      collectionPercentage: f.percent(collected, invoiced),
      daily: [...perDay.values()].sort((a, b) => a.day.localeCompare(b.day)).map((d) => ({ ...d, collected: money(d.collected), invoiced: money(d.invoiced) })),
    };
  }

  /** get-all-invoices-count: posted invoices in the range (and their value). */
  async invoicesCount(r: q.RangeFilter) {
    const days = await q.invoiceDays(this.db, r);
    return { range: range(r), count: days.reduce((n, d) => n + d.invoices, 0), netTotal: Math.round(days.reduce((n, d) => n + d.netTotal, 0) * 100) / 100 };
  }

  /** /app/pages/dashboard and its chart page: the day's-glance figures and daily series. */
  async home(r: q.RangeFilter) {
    const [rows, days, invoices] = await Promise.all([q.orderMeasures(this.db, r), q.orderDays(this.db, r), q.invoiceDays(this.db, r)]);
    const live = rows.filter((x) => !f.isDraft(x.status));
    const byStatus = new Map<number, number>();
    for (const x of live) byStatus.set(x.status, (byStatus.get(x.status) ?? 0) + x.orders);
    const invoicedByDay = new Map(invoices.map((i) => [i.day, i.netTotal]));
    const allDays = [...new Set([...days.map((d) => d.day), ...invoices.map((i) => i.day)])].sort();
    const ordersByDay = new Map(days.map((d) => [d.day, d]));
    return {
      range: range(r),
      orders: f.total(live).orders,
      open: f.total(live, f.isOpen).orders,
      delivered: f.total(live).delivered,
      cancelled: byStatus.get(S.cancelled) ?? 0,
      invoices: invoices.reduce((n, i) => n + i.invoices, 0),
      invoicedAmount: Math.round(invoices.reduce((n, i) => n + i.netTotal, 0) * 100) / 100,
      stages: f.stageCounts(byStatus),
      daily: allDays.map((day) => ({
        day, orders: ordersByDay.get(day)?.received ?? 0, delivered: ordersByDay.get(day)?.delivered ?? 0,
        invoiced: Math.round((invoicedByDay.get(day) ?? 0) * 100) / 100,
      })),
    };
  }

  /** The contract's raw rows (pages of 150 in the spec's client) and their count. */
  async performanceRows(r: q.RangeFilter, skip: number, limit: number) {
    const [items, count] = await Promise.all([q.performanceRows(this.db, r, skip, limit), q.performanceCount(this.db, r)]);
    return { items, count };
  }

  async performanceCount(r: q.RangeFilter) {
    return { count: await q.performanceCount(this.db, r) };
  }
}
