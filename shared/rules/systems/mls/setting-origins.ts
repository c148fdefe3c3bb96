import type { SettingOrigin } from '../../core/explain';
import { MLS_BOOK } from './book';
import type { MlsSettings } from './schemas';

/**
 * Where each Nutshell MLS campaign setting's default comes from: the book's words that give it, or the project's
 * choice where the book leaves it to the game master, with the reason, in the words of "Where the defaults come from"
 * in docs/rules/mls.md. Each `project` phrase completes "the app's choice: …" and agrees with tables.ts, readings.ts
 * and the page's table of campaign settings.
 */
export const MLS_SETTING_ORIGINS: Readonly<Record<keyof MlsSettings, SettingOrigin>> = {
  // Reading `racialAverages` (readings.ts): 000_b1f49531b5bdabb6.txt, "Character Generation" > "Primary Traits" gives
  // the averages of humans only ("all average 2 for humans"), and "Racial Differences" says "All stats given are for
  // humans"; tables.ts HUMAN_AVERAGE is used for every race.
  racialAverages: {
    project:
      'the book gives the averages of humans only (“all average 2 for humans”, “All stats given are for humans”); 2 stands for every trait of every race until the game master sets a race’s own',
  },
  // "Which occupations does the builder offer?" (docs/rules/mls.md): 000_b1f49531b5bdabb6.txt, "Character Generation"
  // > "Occupation" names none ("Choose Occupation, which acts as a Package Skill").
  occupations: {
    project:
      'the book names no occupation, only “Choose Occupation, which acts as a Package Skill”; none until the game master lists the campaign’s own, and a player may type any',
  },
  // "Skill examples" (docs/rules/mls.md, skill-examples.ts): the book has no list of skills and names some secondary
  // traits in passing, which the builder offers whatever the campaign lists.
  skills: {
    project:
      'the book has no list of skills; the builder offers the ones it names in passing, and none of the campaign’s own until the game master lists them',
  },
  // "When are hit and magic points rolled?" (docs/rules/mls.md): "Total Hit Points (THP)" says how they are rolled
  // ("This is the number of d6s rolled"), not when.
  rollHitPointsForNewCharacters: {
    project:
      'the book says how hit points are rolled, not when; the player rolls them in the builder once Size and Body are settled, so no dice are rolled before they are asked for',
  },
  // 000_b1f49531b5bdabb6.txt, "Racial Differences": 1 CP each increment past base + 22 (tables.ts
  // CP_PER_INCREMENT_OLD). Reading `startingCp` (readings.ts) says why this sentence rather than "Character
  // Generation"'s "+2 CPs per year after that".
  startingCpPast22Increments: { book: MLS_BOOK.cpByIncrement },
};
