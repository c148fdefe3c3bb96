export * from './tables';
export * from './schemas';
export * from './sheet';
export * from './formulas';
export * from './weapons';
export * from './odds';
export * from './descriptions';
export {
  availableTraits,
  availableGifts,
  bookTraitName,
  chapterWords,
  otherChapterTrait,
  type TraitListing,
  type GiftListing,
} from './catalog';
export { itemPrice, itemWeight, itemLabel, unitsOf } from './equipment';
export { createSheet, giftCost } from './creation';
export { derive, metricsOf } from './derive';
export { combatOf, type CombatBase } from './combat';
export { applyHursagmuEvent } from './apply';
export { parseHursagmuSettings, parseHursagmuCreation, parseHursagmuEvent } from './parse';
export { costOf, type HursagmuPurchase } from './preview';
export { hursagmu, validateHursagmuSheet, hursagmuBudget, purseBudget, newHursagmuCharacter } from './system';
export { explainHursagmuSheet } from './explain';
export { explainEquipmentChange, itemPriceWords } from './explain-purse';
export {
  HURSAGMU_BOOK,
  HURSAGMU_SEED,
  HURSAGMU_REVISED_SEED,
  HURSAGMU_COST_ROWS,
  HURSAGMU_LIFT_ROWS,
  HURSAGMU_ARMOR_ROWS,
  HURSAGMU_GIFT_COSTS,
  HURSAGMU_LADDER_ROWS,
  HURSAGMU_REVISED_LADDER_ROWS,
} from './book';
export { HURSAGMU_READINGS } from './readings';
export { explainChallengeOdds, explainHitOdds, type ContestOutcome } from './explain-odds';
