/** What the dashboard calls answer (src/server/modules/dashboards/service.ts). */

export interface Range { startDate: string; endDate: string; location: number | null }
export interface StageCount { stage: string; label: string; count: number }

export interface Performance {
  range: Range;
  totalOrders: number; totalPendings: number; totalQuotations: number; totalRatings: number; totalDeliveries: number; totalCancellations: number;
  customerServiceLike: number; customerServiceDislike: number; deliveryLike: number; deliveryDislike: number;
  medicationLike: number; medicationDislike: number; mobileAppLike: number; mobileAppDislike: number;
  cancellationPercentage: number | null; deliverySlaPercentage: number | null; quotationSlaPercentage: number | null;
  avgDeliveryTimeHours: number | null; avgDeliveryTimeMinutes: number | null; avgQuotationTimeHours: number | null; avgQuotationTimeMinutes: number | null;
  avgCycleTimeHours: number | null; avgCycleTimeMinutes: number | null; averageFeedbackRating: number | null;
  ratingDistribution: Array<{ rating: number; count: number }>;
  outcomes: Array<{ outcome: string; count: number }>;
  daily: Array<{ day: string; orders: number; delivered: number; cancelled: number }>;
}

export interface Processing {
  range: Range; totalOrders: number; cancelled: number;
  stages: StageCount[];
  statuses: Array<{ status: number; label: string; count: number }>;
  funnel: Array<{ step: string; count: number }>;
  stepTimes: Array<{ step: string; count: number; avgMinutes: number | null; avgHours: number | null }>;
  byLocation: Array<{ locationId: number; locationName: string; orders: number; open: number; delivered: number; cancelled: number; avgCycleMinutes: number | null }>;
  daily: Array<{ day: string; received: number; quoted: number; delivered: number }>;
}

export interface Collection {
  range: Range; totalCollected: number; payments: number; invoiceCount: number; totalInvoiced: number; collectionPercentage: number | null;
  byMode: Array<{ mode: string; amount: number }>;
  daily: Array<{ day: string; collected: number; invoiced: number }>;
}

export interface Home {
  range: Range; orders: number; open: number; delivered: number; cancelled: number; invoices: number; invoicedAmount: number;
  stages: StageCount[];
  daily: Array<{ day: string; orders: number; delivered: number; invoiced: number }>;
}
