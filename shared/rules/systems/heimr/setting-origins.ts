import type { SettingOrigin } from '../../core/explain';
import { HEIMR_BOOK } from './book';
import type { HeimrSettings } from './schemas';

/**
 * Where each campaign setting's default comes from: the book's words that give it, or the project's choice where the
 * book leaves it to other documents or to the game master, with the reason, in the words of "Where the defaults come
 * from" in docs/rules/heimr.md. Each `project` phrase completes "the app's choice: …".
 */
export const HEIMR_SETTING_ORIGINS: Readonly<Record<keyof HeimrSettings, SettingOrigin>> = {
  // 002_660a93111b0de833.txt, "Attributes": the six of the book's table are the standard; a game master may use others.
  attributes: { book: HEIMR_BOOK.ownAttributes },
  // 002_660a93111b0de833.txt, "Standard abilities": one ability per attribute, the book's table of six. Their base
  // consistencies are the project's (readings.ts, `baseConsistency`).
  abilities: { book: HEIMR_BOOK.standardAbilities },
  // Reading `creation` (readings.ts): the book leaves character creation to other documents ("About this document").
  attributePoints: {
    project:
      'the book leaves character creation to other documents; 2 points over all attributes, so raising one past 2 means lowering another',
  },
  // Reading `creation`: the lowest value of the "Attribute progress" table.
  lowestAttribute: {
    project:
      'the book leaves character creation to other documents; -2 is the lowest value its attribute progress table names',
  },
  // Reading `creation`: the highest value of the "Attribute progress" table before "4 or more".
  highestAttribute: {
    project:
      'the book leaves character creation to other documents; 3 is the highest value its attribute progress table names before “4 or more”',
  },
  // Reading `startingExperience`: the book gives none; "Experience points" (table: total cost 5, 15, 30).
  startingExperience: {
    project:
      'the book sets no starting experience; 30 XP buys, at the book’s total costs, one training to height 3 or two to height 2',
  },
  // Reading `hitPointsWillpower`: 002_660a93111b0de833.txt, "Characters" leaves hit points to the LARP documents.
  hitPoints: {
    project:
      'the book leaves hit points to the LARP rules documents, which it does not contain; 3 until the game master sets the campaign’s own',
  },
  // Reading `hitPointsWillpower`: "Characters" leaves willpower to the LARP documents too.
  willpower: {
    project:
      'the book leaves willpower to the LARP rules documents, which it does not contain; 3, as hit points, until the game master sets the campaign’s own',
  },
  // 002_660a93111b0de833.txt, "Base fatigue": "4 – stamina = base fatigue".
  fatigueAttribute: { book: HEIMR_BOOK.baseFatigueFormula },
  // 002_660a93111b0de833.txt, "Initiative": dexterity as the roll's consistency.
  initiativeAttribute: { book: HEIMR_BOOK.initiative },
  // Reading `armoury`: 002_660a93111b0de833.txt, "Medieval armoury module": "Editor note: Work in progress."
  armoury: {
    project:
      'the book leaves the medieval armoury module “Work in progress”, but its tables are whole apart from two shields’ penalties; on until the game master switches it off',
  },
  // 002_660a93111b0de833.txt, "Shields": "Small shield P+2 TODO off-hand Sword and shield".
  smallShieldPenalty: {
    project: 'the book leaves the small shield’s penalty “TODO”; a stamina penalty of 0 until the game master sets one',
  },
  // 002_660a93111b0de833.txt, "Shields": "Medium shield P+3 TODO off-hand Sword and shield".
  mediumShieldPenalty: {
    project:
      'the book leaves the medium shield’s penalty “TODO”; a stamina penalty of 0 until the game master sets one',
  },
};
