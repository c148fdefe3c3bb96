export * from './tables';
export * from './schemas';
export * from './skill-examples';
export * from './sheet';
export * from './age';
export * from './traits';
export { createSheet, noticeableOf, formatLevel, primaryName } from './creation';
export { checkRow } from './apply-checks';
export { mls, validateMlsSheet, mlsBudget, fateBudget, newMlsCharacter } from './system';
export { applyMlsEvent } from './apply';
export { parseMlsSettings, parseMlsCreation, parseMlsEvent } from './parse';
export {
  costOf,
  previewCreation,
  previewCreationStep,
  type CreationPreview,
  type CreationStep,
  type MlsPurchase,
} from './preview';
export * from './odds';
export * from './actions';
export { explainMlsSheet } from './explain';
export { MLS_BOOK, MLS_CHECK_ROWS, MLS_RACE_ROWS, MLS_SEED } from './book';
export { MLS_READINGS } from './readings';
export {
  explainSkillOdds,
  explainSecondaryCheckOdds,
  explainPersonalityCheckOdds,
  type SkillOutcome,
} from './explain-odds';
