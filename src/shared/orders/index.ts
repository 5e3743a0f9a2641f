export * from './statuses';
export * from './stages';
export * from './quotationStatuses';
export * from './transitions';
export * from './runStates';
