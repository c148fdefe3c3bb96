import { experienceBudget, experienceOverspent, unspentOf } from '../../core/experience';
import type { Budget, BudgetItem, RuleSystem } from '../../core/system';
import { applyHeimrEvent } from './apply';
import { createHeimrState } from './creation';
import { deriveHeimrSheet } from './derive';
import { explainHeimrSheet } from './explain';
import { explainHeimrCost } from './explain-cost';
import { explainHeimrBudgetLine } from './explain-budget';
import { progressRequired } from './formulas';
import { PROGRESS_REQUIRED, PROGRESS_REQUIRED_FROM_4 } from './tables';
import { parseHeimrCreation, parseHeimrEvent, parseHeimrSettings } from './parse';
import { costOf, type HeimrPurchase } from './preview';
import { HeimrSettings, HeimrCreation, HeimrEvent } from './schemas';
import type { HeimrSheet, HeimrState } from './sheet';
import { heimrSheetText } from './text-sheet';
import { HEIMR_SETTING_ORIGINS } from './setting-origins';
import type { Finding } from '../../core/findings';

/**
 * Attribute progress gained and used in rises, attribute by attribute; what is left is the progress held now. Worked
 * out from the values at creation: each rise used the progress its new value required ("Attribute progress"), and
 * what was gained is that plus the progress held.
 */
export function progressBudget(state: Pick<HeimrState, 'campaign' | 'values' | 'progress' | 'startValues'>): Budget {
  const items: BudgetItem[] = [];
  let earned = 0;
  let spent = 0;
  for (const a of state.campaign.attributes) {
    let used = 0;
    for (let v = (state.startValues[a.id] ?? 0) + 1; v <= (state.values[a.id] ?? 0); v++) used += progressRequired(v);
    const gained = used + (state.progress[a.id] ?? 0);
    if (gained !== 0) items.push({ label: `${a.name}: gained by training`, amount: gained, path: 'events' });
    if (used !== 0) items.push({ label: `${a.name}: used in rises`, amount: -used, path: 'events' });
    earned += gained;
    spent += used;
  }
  return { earned, spent, left: earned - spent, items };
}

/**
 * What attribute progress is and what it buys, in the book's words (002_660a93111b0de833.txt, "Attribute progress":
 * "Attributes can not be trained, they improve while you are training your abilities ... Once the attribute progress
 * reaches a certain value, the attribute is increased by one ... the attribute progress of that attribute becomes
 * zero. Don't forget to update the base potential of your abilities").
 */
export const ATTRIBUTE_PROGRESS_ABOUT =
  'Attributes cannot be trained; they improve through training. Each point of ability training gives one attribute progress to the attribute the ability is based on ' +
  `(the player chooses which, for an ability based on two). Once an attribute has the progress its next value needs (${Math.min(...Object.values(PROGRESS_REQUIRED))} ` +
  `to ${PROGRESS_REQUIRED_FROM_4}, by that value), it rises by one, its progress starts again from zero, and the base potential of every ability based on it follows the new value. ` +
  'Progress cannot be bought or spent on anything else.';

/** Whole-sheet findings after the fold. */
export function validateHeimrSheet(sheet: HeimrSheet): Finding[] {
  return experienceOverspent('heimr.xp.overspent-by-override', sheet.experience, {
    unit: 'experience points',
    through: 'training the game master accepted',
    later: 'later training needs experience',
  });
}

/** A new character: every attribute at 0 and no training. */
export function newHeimrCharacter(): HeimrCreation {
  return { attributes: {}, training: {} };
}

/** Heimr as a rule system. */
export const heimr: RuleSystem<HeimrSettings, HeimrCreation, HeimrEvent, HeimrSheet, HeimrPurchase, HeimrState> = {
  id: 'heimr',
  name: 'Heimr',
  dataVersion: 1,
  migrations: [],
  settingsSchema: HeimrSettings,
  creationSchema: HeimrCreation,
  eventSchema: HeimrEvent,
  settingOrigins: HEIMR_SETTING_ORIGINS,
  defaultSettings: () => HeimrSettings.parse({}),
  parseSettings: parseHeimrSettings,
  newCharacter: newHeimrCharacter,
  parseCreation: parseHeimrCreation,
  parseEvent: parseHeimrEvent,
  create: createHeimrState,
  apply: applyHeimrEvent,
  // The ledger folds values, progress, training, experience and hit points; abilities, fatigue and health are
  // worked out from them where the sheet is shown.
  sheetOf: deriveHeimrSheet,
  costOf,
  validate: validateHeimrSheet,
  // "Experience points": an encounter's XP "divided among the characters present ... rounded down", the
  // remainder "carried over to the next time characters gain XP".
  partyAwards: {
    division: { kind: 'divide', carryRemainder: true },
    name: 'Experience points',
    share: (points) => ({ type: 'award', points }),
  },
  currencies: [
    { id: 'xp', name: 'Experience points', format: (n) => `${n} XP` },
    {
      id: 'progress',
      name: 'Attribute progress',
      format: (n) => `${n} progress`,
      // Progress is gathered, not spent: what is "left" is what the attributes hold toward their next rise.
      left: (n) => `${n} gathered toward attribute rises`,
      about: ATTRIBUTE_PROGRESS_ABOUT,
    },
  ],
  budgets: (sheet) => ({
    xp: experienceBudget(sheet.creationItems, sheet.experience, 'Training in play'),
    progress: progressBudget(sheet),
  }),
  pointsLeft: unspentOf,
  sheetText: heimrSheetText,
  explain: explainHeimrSheet,
  explainCost: explainHeimrCost,
  explainBudgetLine: explainHeimrBudgetLine,
};
