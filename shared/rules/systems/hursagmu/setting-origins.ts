import type { SettingOrigin } from '../../core/explain';
import { HURSAGMU_BOOK } from './book';
import type { HursagmuSettings } from './schemas';

/**
 * Where each HURSAGMU campaign setting's default comes from: the book's words that give it, or the project's choice
 * where the book leaves the number to The Master, with the reason, in the words of "Where the defaults come from" in
 * docs/rules/hursagmu.md. Each `project` phrase completes "the app's choice: …" and agrees with readings.ts.
 */
export const HURSAGMU_SETTING_ORIGINS: Readonly<Record<keyof HursagmuSettings, SettingOrigin>> = {
  // Reading `startingPoints` (readings.ts): 003_ec97e9f49afae471.txt, "OVERVIEW": "The number is chosen by the game
  // master"; the cost chart of "TRAITS" > "Cost" gives cost(10) = 32 and cost(6) = 8.
  startingCharacterPoints: {
    project:
      'the book leaves the number of character points to The Master (“The number is chosen by the game master”); 60 buys a master’s level 10 in one trait and a journeyman’s level 6 in three more, 32 + 3 × 8 = 56 points',
  },
  // Reading `startLimit`: "OVERVIEW": "The Master may limit the maximum level of beginning traits", with no level
  // named; "TRAITS" > "Cost": "level 10 is a master".
  maxStartingTraitLevel: {
    project:
      'the book lets The Master limit beginning traits but names no level; 10, the level the book calls a master’s, bounds a trait at creation only, and raises in play may pass it',
  },
  // 003_ec97e9f49afae471.txt, "TRAITS": the book's list of 28 traits, none added.
  addedTraits: { book: HURSAGMU_BOOK.traitList },
  // 003_ec97e9f49afae471.txt, "TRAITS": the book's list of 28 traits, none dropped.
  droppedTraits: { book: HURSAGMU_BOOK.traitList },
  // 003_ec97e9f49afae471.txt, "GIFTS": the book's list of gifts, none added.
  addedGifts: { book: HURSAGMU_BOOK.giftList },
  // 003_ec97e9f49afae471.txt, "GIFTS": the book's list of gifts, none dropped.
  droppedGifts: { book: HURSAGMU_BOOK.giftList },
  // 003_ec97e9f49afae471.txt has its own "ENCOUNTERS" chapter; 004_103a540a1ecd82a2.txt, the revised chapter, nowhere
  // says it replaces it (docs/rules/hursagmu.md, "Campaign settings").
  revisedEncounters: {
    project:
      'the rulebook’s own Encounters chapter; the revised chapter is a separate text that does not say it replaces the book’s, so a campaign plays it only when The Master switches it on',
  },
  // Reading `startingCoins`: the book gives no starting money ("EQUIPMENT" prices in copper, names no purse).
  startingCoins: {
    project:
      'the book gives no starting money; 1000 cc (10 gc) to buy starting equipment, and what is not spent stays in the purse',
  },
};
