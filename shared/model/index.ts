export * from './schemas';
export * from './json';
export * from './json-shape';
export * from './load';
export * from './conflict-copy-names';
export { migrate, type MigrationContext } from './migrations';
export { fileJsonSchemas } from './json-schema';
export * from './merge';
export * from './git-conflict';
