import { experienceBudget, experienceOverspent, unspentOf } from '../../core/experience';
import type { RuleSystem } from '../../core/system';
import { applySymbaroumEvent } from './apply';
import { createSymbaroumState } from './creation';
import { deriveSymbaroumSheet } from './derive';
import { explainSymbaroumSheet } from './explain';
import { explainSymbaroumBudgetLine } from './explain-budget';
import { explainSymbaroumCost } from './explain-cost';
import { parseSymbaroumCreation, parseSymbaroumEvent, parseSymbaroumSettings } from './parse';
import { costOf, type SymbaroumPurchase } from './preview';
import { SymbaroumSettings, SymbaroumCreation, SymbaroumEvent } from './schemas';
import { SYMBAROUM_SETTING_ORIGINS } from './setting-origins';
import type { SymbaroumSheet, SymbaroumState } from './sheet';
import { symbaroumSheetText } from './text-sheet';
import { STARTING_ATTRIBUTE } from './tables';
import type { Finding } from '../../core/findings';

/** Whole-sheet findings after the fold. */
export function validateSymbaroumSheet(sheet: SymbaroumSheet): Finding[] {
  return experienceOverspent('symbaroum.xp.overspent-by-override', sheet.experience, {
    unit: 'experience',
    through: 'abilities the Game Master accepted',
    later: 'later abilities need experience',
  });
}

/** A new character: every attribute at 10, no abilities, no armor. */
export function newSymbaroumCharacter(): SymbaroumCreation {
  const a = STARTING_ATTRIBUTE;
  return {
    attributes: { accurate: a, cunning: a, discreet: a, persuasive: a, quick: a, resolute: a, strong: a, vigilant: a },
    abilities: {},
    armor: null,
    shield: 'none',
  };
}

/** Symbaroum as a rule system. */
export const symbaroum: RuleSystem<
  SymbaroumSettings,
  SymbaroumCreation,
  SymbaroumEvent,
  SymbaroumSheet,
  SymbaroumPurchase,
  SymbaroumState
> = {
  id: 'symbaroum',
  name: 'Symbaroum',
  dataVersion: 1,
  migrations: [],
  settingsSchema: SymbaroumSettings,
  creationSchema: SymbaroumCreation,
  eventSchema: SymbaroumEvent,
  settingOrigins: SYMBAROUM_SETTING_ORIGINS,
  defaultSettings: () => SymbaroumSettings.parse({}),
  parseSettings: parseSymbaroumSettings,
  newCharacter: newSymbaroumCharacter,
  parseCreation: parseSymbaroumCreation,
  parseEvent: parseSymbaroumEvent,
  create: createSymbaroumState,
  apply: applySymbaroumEvent,
  sheetOf: deriveSymbaroumSheet,
  costOf,
  validate: validateSymbaroumSheet,
  // "Improving Your Character": "Experience is awarded by the Game Master after a completed adventure": to each
  // character who took part, the whole award.
  partyAwards: { division: { kind: 'each' }, name: 'Experience', share: (points) => ({ type: 'award', points }) },
  currencies: [{ id: 'xp', name: 'Experience', format: (n) => `${n} experience` }],
  budgets: (sheet) => ({ xp: experienceBudget(sheet.creationItems, sheet.experience, 'Abilities in play') }),
  pointsLeft: unspentOf,
  sheetText: symbaroumSheetText,
  explain: explainSymbaroumSheet,
  explainCost: explainSymbaroumCost,
  explainBudgetLine: explainSymbaroumBudgetLine,
};
