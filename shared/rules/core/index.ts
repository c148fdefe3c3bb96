export * from './findings';
export * from './dice';
export * from './probability';
export * from './system';
export * from './ledger';
export * from './core-events';
export * from './reading';
