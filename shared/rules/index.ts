export * from './core';
export { listSystems, findSystem, getRuleSystem, type SystemListing } from './registry';
