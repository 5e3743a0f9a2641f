/** What the offline-order calls answer (spec 3 wire names). */
export interface Address { label?: string; address: string; cityId?: number | null }

export interface OfflineCustomer {
  id: number; displayId: string; customerName: string; contactNumber: string; emailId: string | null; referralMode: number | null;
  referralModeName: string | null; addresses: Address[]; source: 'app' | 'offline'; createdAt: string;
}

export interface Mode { id: number; name: string; description: string | null }

export interface UploadedAttachment { attachment: string; fileId: string; name: string; contentType: string; size: number }

export interface PlacedOrder { orderId: number; order_id: string; status: number; stage: string }

export const PATHS = {
  customers: '/users/offline-customers',
  customerList: '/users/list-offline-customers',
  receiveModes: '/offline-orders/receive-modes',
  referralModes: '/offline-orders/referral-modes',
  placeOrder: '/orders/admin/offline-order',
  submitDraft: '/orders/admin/submit-offline-order',
  orders: '/orders/admin/get-offline-orders',
  upload: '/prescriptions/admin/offline-attachment',
  deleteAttachment: '/prescriptions/admin/delete-offline-attachment',
  cities: '/address/get/all-cities',
} as const;
