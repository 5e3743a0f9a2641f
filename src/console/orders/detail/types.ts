/** Shapes of the order detail calls (docs/api-additions.md, Order detail). Only what the modal shows. */
export interface Named { id: number; name: string | null }

export interface QuotationLine { lineId: number; productCode?: string; productName: string; lowestUom?: string; quantity: number; unitPrice: number; discount?: number; lineTotal: number }

export interface OrderSummary {
  orderId: number; order_id: string; orderStatus: number; statusName?: string; stage?: string; actionRequired?: boolean; source?: string;
  deliveryDate?: string | null; deliverySlot?: Named | null; deliveryCity?: Named | null; deliveryAddress?: string | null;
  location?: Named | null; receivedDate?: string; lastStatusUpdateTime?: string; assignedAgent?: Named | null;
  paymentMethod?: string | null; paymentType?: string | null; parentOrderId?: number | null; prescriptionId?: number | null;
  note?: string | null; cancellationReason?: string | null;
  customer?: { id: number; displayId?: string; name?: string; contactNumber?: string; email?: string | null } | null;
  patient?: { id: number; displayId?: string; firstName?: string; lastName?: string; dateOfBirth?: string | null; gender?: string | null; relationship?: string | null; allergies?: string | null } | null;
  quotation?: { quotationId: number; status: number; deliveryFee?: number; linesTotal?: number; netTotal?: number; lineItems: QuotationLine[] } | null;
  invoice?: { invoiceId: number; invoiceNo?: string; status?: string; netTotal?: number } | null;
  grossTotal?: number | null; netTotal?: number | null; discountTotal?: number | null;
}

export interface TreeNode { id: number; order_id: string; status: number; stage?: string; created?: string; current?: boolean; children: TreeNode[] }

export interface LogEntry {
  id: number; action: string; fromStatus: number | null; toStatus: number; actor: string; agentName?: string | null; role?: string | null;
  message?: string | null; createdAt: string;
}
