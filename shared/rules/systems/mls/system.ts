import { overspentByOverride } from '../../core/checks';
import { rollDice } from '../../core/dice';
import type { Finding } from '../../core/findings';
import { tally, type Budget, type BudgetItem, type RuleSystem } from '../../core/system';
import { applyMlsEvent } from './apply';
import { costOf, type MlsPurchase } from './preview';
import { createSheet } from './creation';
import { parseMlsCreation, parseMlsEvent, parseMlsSettings } from './parse';
import { MlsSettings, PAIR_IDS, MlsCreation, MlsEvent } from './schemas';
import type { MlsSheet } from './sheet';
import { mlsSheetText } from './text-sheet';
import { explainMlsSheet } from './explain';
import { explainMlsCost } from './explain-cost';
import { explainMlsBudgetLine } from './explain-budget';
import { MLS_SETTING_ORIGINS } from './setting-origins';
import { HIT_POINT_BASE_OFFSET, POINT_DIE_SIDES, PRIMARY_TRAITS } from './tables';

/** Whole-sheet findings after the fold. Per-event rules are checked as each event is applied. */
export function validateMlsSheet(sheet: MlsSheet): Finding[] {
  const left = sheet.cp.earned - sheet.cp.spent;
  return overspentByOverride('mls.cp.overspent-by-override', sheet.creationLeft >= 0 ? -left : 0, {
    unit: 'CPs',
    through: 'purchases a game master accepted',
    later: 'later purchases need CPs',
  });
}

/** CPs gained, spent and left: the creation items one by one, advancement as two totals. */
export function mlsBudget(sheet: MlsSheet): Budget {
  const { earned: createdEarned, spent: createdSpent } = tally(sheet.creationItems);
  const items: BudgetItem[] = sheet.creationItems.slice();
  const gained = sheet.cp.earned - createdEarned;
  const spentInPlay = sheet.cp.spent - createdSpent;
  if (gained !== 0) items.push({ label: 'Gained in play (age and adventures)', amount: gained, path: 'events' });
  if (spentInPlay !== 0) items.push({ label: 'Spent in play', amount: -spentInPlay, path: 'events' });
  return { earned: sheet.cp.earned, spent: sheet.cp.spent, left: sheet.cp.earned - sheet.cp.spent, items };
}

/** Fate points had and spent: those from personality and bought at creation, bought in play, spent in play. */
export function fateBudget(sheet: MlsSheet): Budget {
  const f = sheet.fatePoints;
  const items: BudgetItem[] = [];
  if (f.fromPersonality !== 0)
    items.push({
      label: 'From personality traits of 16 or more',
      amount: f.fromPersonality,
      path: 'creation.personality',
    });
  if (f.bought !== 0) items.push({ label: 'Bought at creation', amount: f.bought, path: 'creation.extraFatePoints' });
  if (f.boughtInPlay !== 0) items.push({ label: 'Bought in play', amount: f.boughtInPlay, path: 'events' });
  if (f.spent !== 0) items.push({ label: 'Spent in play', amount: -f.spent, path: 'events' });
  return { earned: f.total, spent: f.spent, left: f.left, items };
}

/**
 * A new human at base age with every trait at the racial average. Its hit points are not rolled: the player
 * rolls them in the builder, when Size and Body are settled; only a campaign that asks the app to roll them
 * for new characters has them rolled here, from `seed`.
 */
export function newMlsCharacter(settings: MlsSettings, seed: number): MlsCreation {
  const averages = settings.racialAverages.human;
  const dice = averages.size + averages.body + HIT_POINT_BASE_OFFSET;
  return {
    race: 'human',
    ageIncrements: 0,
    primaries: Object.fromEntries(PRIMARY_TRAITS.map((t) => [t, 0])) as MlsCreation['primaries'],
    secondaries: [],
    negatives: [],
    personality: Object.fromEntries(PAIR_IDS.map((id) => [id, { value: 10 }])) as MlsCreation['personality'],
    hitPointsRoll:
      settings.rollHitPointsForNewCharacters && dice > 0
        ? rollDice({ count: dice, sides: POINT_DIE_SIDES }, seed)
        : null,
    usesMagic: false,
    magicPointsRoll: null,
    extraFatePoints: 0,
  };
}

/** The Nutshell MLS as a rule system. */
export const mls: RuleSystem<MlsSettings, MlsCreation, MlsEvent, MlsSheet, MlsPurchase> = {
  id: 'mls',
  name: 'The Nutshell MLS',
  dataVersion: 1,
  migrations: [],
  settingsSchema: MlsSettings,
  creationSchema: MlsCreation,
  eventSchema: MlsEvent,
  settingOrigins: MLS_SETTING_ORIGINS,
  defaultSettings: () => MlsSettings.parse({}),
  parseSettings: parseMlsSettings,
  newCharacter: newMlsCharacter,
  parseCreation: parseMlsCreation,
  parseEvent: parseMlsEvent,
  create: createSheet,
  apply: applyMlsEvent,
  // Every value of the sheet is kept up to date as the ledger folds, so the folded sheet is the sheet shown.
  sheetOf: (sheet) => sheet,
  costOf,
  validate: validateMlsSheet,
  currencies: [
    { id: 'cp', name: 'Character points', format: (n) => `${n} CP${n === 1 ? '' : 's'}` },
    { id: 'fate', name: 'Fate points', format: (n) => `${n} fate point${n === 1 ? '' : 's'}` },
  ],
  budgets: (sheet) => ({ cp: mlsBudget(sheet), fate: fateBudget(sheet) }),
  pointsLeft: (sheet) => sheet.cp.earned - sheet.cp.spent,
  sheetText: mlsSheetText,
  explain: explainMlsSheet,
  explainCost: explainMlsCost,
  explainBudgetLine: explainMlsBudgetLine,
};
