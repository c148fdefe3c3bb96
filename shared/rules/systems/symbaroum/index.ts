export * from './tables';
export * from './schemas';
export * from './sheet';
export * from './formulas';
export * from './odds';
export { createSymbaroumState, campaignOf } from './creation';
export { deriveSymbaroumSheet, stateOf } from './derive';
export { applySymbaroumEvent } from './apply';
export { parseSymbaroumSettings, parseSymbaroumCreation, parseSymbaroumEvent } from './parse';
export { costOf, type SymbaroumPurchase } from './preview';
export { symbaroum, validateSymbaroumSheet, newSymbaroumCharacter } from './system';
export { symbaroumSheetText } from './text-sheet';
export { explainSymbaroumSheet } from './explain';
export { SYMBAROUM_BOOK, SYMBAROUM_MODIFIER_ROWS, SYMBAROUM_SEED } from './book';
export { SYMBAROUM_READINGS } from './readings';
export {
  explainDeathTestDies,
  explainDifficultyChance,
  explainEnemyChance,
  explainOpposedTestChance,
  explainStandUpChance,
} from './explain-odds';
export {
  deathTestChances,
  exceedsPainThreshold,
  FIRST_AID_REFUSAL,
  opposedTestChance,
  PAIN_CHOICE,
  painThresholdWords,
  standUpChance,
  testedName,
  testedValue,
  WHO_STABILISES,
  type DeathTestChances,
} from './at-the-table';
export {
  rollSymbaroumTies,
  symbaroumTieRollProblem,
  symbaroumTurnOrder,
  type SymbaroumCombatant,
  type SymbaroumOrder,
  type SymbaroumTurn,
  type TieRolls,
} from './turn-order';
