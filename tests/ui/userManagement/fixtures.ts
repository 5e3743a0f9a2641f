/** An agent as get-agent-details answers it. */
export interface Agent {
  id: number; displayId: string; firstName: string; lastName: string; email: string; designation: string; mobileNumber: string | null;
  slmcId: string | null; vehicleModel: string | null; vehicleNumber: string | null; agentType: string; status: 'active' | 'inactive';
  roles: string[]; locations: number[]; locationNames: string[]; createdAt: string; updatedAt: string;
}

export const LOCATIONS = [{ id: 1, name: 'Colombo 03' }, { id: 2, name: 'Kandy Hillside Pharmacy' }];

export const agent = (patch: Partial<Agent> = {}): Agent => ({
  id: 7, displayId: 'HNAD000007', firstName: 'Kasun', lastName: 'Fernando', email: 'kasun@rxdesk.test', designation: 'Rider',
  mobileNumber: '+94 77 100 2000', slmcId: null, vehicleModel: 'Honda Dio', vehicleNumber: 'WP BHK-4521', agentType: 'internal',
  status: 'active', roles: ['delivery_agent'], locations: [1], locationNames: ['Colombo 03'], createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z', ...patch,
});
