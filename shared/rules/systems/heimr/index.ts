export * from './tables';
export * from './schemas';
export * from './sheet';
export * from './formulas';
export * from './challenge';
export { createHeimrState, campaignOf } from './creation';
export { deriveHeimrSheet, stateOf, valueOf } from './derive';
export { countedValue, heldStaminaPenalty, staminaShields, type StaminaShield } from './derive';
export { shieldPenaltyWords, type ShieldPenaltyWords } from './explain-words';
export { applyHeimrEvent, regainWillpowerProblem, spendWillpowerProblem } from './apply';
export { parseHeimrSettings, parseHeimrCreation, parseHeimrEvent } from './parse';
export { costOf, type HeimrPurchase } from './preview';
export { heimr, validateHeimrSheet, progressBudget, newHeimrCharacter, ATTRIBUTE_PROGRESS_ABOUT } from './system';
export { heimrSheetText } from './text-sheet';
export { explainHeimrSheet } from './explain';
export { HEIMR_BOOK, HEIMR_ATTRIBUTE_ROWS, HEIMR_ABILITY_ROWS, HEIMR_INJURY_ROWS, HEIMR_SEED } from './book';
export { HEIMR_READINGS } from './readings';
export { explainChanceToMeet, explainChanceWithRerolls } from './explain-odds';
export { HEIMR_EFFECT_ROWS, HEIMR_INJURY_EFFECT_ROWS } from './book';
export {
  defencePenalty,
  dodgeAbility,
  dodgeChance,
  dodgeTable,
  heimrEffects,
  heimrInjuryEffects,
  type DodgeRow,
  type EffectLine,
} from './combat';
export { dodgeOrdinal, explainDodgeChance } from './explain-combat';
export {
  canRollHeimrInitiative,
  heimrInitiativeProblem,
  heimrTurnOrder,
  rollHeimrInitiative,
  type HeimrCombatant,
  type HeimrTurn,
} from './turn-order';
export {
  armouryLines,
  blockChance,
  bookAbilitiesIn,
  HAND_WORDS,
  HANDS_ALLOWED,
  heldIn,
  itemWords,
  parryChance,
  rowOf,
  shieldPenalty,
  shieldRow,
  weaponChance,
  weaponRow,
  wieldingProblem,
  WIELDING_WORDS,
  type ArmouryLine,
} from './armoury';
export { ARMOURY_OFF, heldItemOf, takeUpOf, takeUpProblem, type TakeUpLike, type TakeUpProblem } from './armoury';
export { HEIMR_ARMOURY_BOOK, HEIMR_SHIELD_ROWS, HEIMR_WEAPON_ROWS } from './book';
export {
  chanceFailsOnFatigue,
  chanceFatigueRises,
  d6RaisesFatigue,
  fatigueAfterBreather,
  fatigueAfterPhysicalRoll,
  fatigueAfterRest,
  risingFaces,
  sceneFatigueStart,
} from './fatigue';
export { explainFatigueFailure, explainFatigueRise } from './explain-fatigue';
export { HEIMR_FATIGUE_BOOK } from './book';
export { explainBlockChance, explainParryChance, explainWeaponChance } from './explain-armoury';
