import { overspentByOverride } from '../../core/checks';
import { error, warning, type Finding } from '../../core/findings';
import type { Budget, BudgetItem, RuleSystem } from '../../core/system';
import { applyHursagmuEvent } from './apply';
import { otherChapterMessage } from './catalog';
import { createState } from './creation';
import { derive, type SheetBase } from './derive';
import { parseHursagmuCreation, parseHursagmuEvent, parseHursagmuSettings } from './parse';
import { costOf, type HursagmuPurchase } from './preview';
import { HursagmuSettings, HursagmuCreation, HursagmuEvent } from './schemas';
import type { HursagmuSheet } from './sheet';
import { hursagmuSheetText } from './text-sheet';
import { explainHursagmuSheet } from './explain';
import { explainHursagmuCost } from './explain-cost';
import { explainHursagmuBudgetLine } from './explain-budget';
import { HURSAGMU_SETTING_ORIGINS } from './setting-origins';
import { formatCoins } from './formulas';

/** Whole-sheet findings after the fold. Per-event rules are checked as each event is applied. */
export function validateHursagmuSheet(sheet: HursagmuSheet): Finding[] {
  const out: Finding[] = [];
  for (const n of sheet.otherChapterNames) {
    const where = n.path.startsWith('creation.') ? 'The creation names' : 'This raise names';
    out.push(
      error('hursagmu.trait.other-chapter', n.path, otherChapterMessage(where, n.written, n.trait, sheet.revised)),
    );
  }
  if (sheet.carried > sheet.lift) {
    out.push(
      warning(
        'hursagmu.encumbrance.over-lift',
        'equipment',
        `The character carries ${sheet.carried} lb but can lift only ${sheet.lift} lb, so cannot move; drop something or raise Strength.`,
      ),
    );
  }
  out.push(
    ...overspentByOverride(
      'hursagmu.xp.overspent-by-override',
      sheet.characterPoints.left >= 0 ? -sheet.experience.unspent : 0,
      {
        unit: 'experience points',
        through: 'purchases The Master accepted',
        later: 'later purchases need experience',
      },
    ),
  );
  return out;
}

/** Coins gained, spent and left: the campaign's starting coins, starting equipment, and play as two totals. */
export function purseBudget(sheet: Pick<SheetBase, 'coins' | 'coinFlow'>): Budget {
  const f = sheet.coinFlow;
  const items: BudgetItem[] = [
    { label: 'Starting coins', amount: f.starting, path: 'settings.startingCoins' },
    { label: 'Starting equipment', amount: -f.equipment, path: 'creation.equipment' },
  ];
  if (f.earned !== 0) items.push({ label: 'Earned in play', amount: f.earned, path: 'events' });
  if (f.spent !== 0) items.push({ label: 'Paid in play', amount: -f.spent, path: 'events' });
  return { earned: f.starting + f.earned, spent: f.equipment + f.spent, left: sheet.coins, items };
}

/** Points gained, spent and left: the creation items one by one, play as two totals. */
export function hursagmuBudget(sheet: Pick<SheetBase, 'creationItems' | 'experience' | 'characterPoints'>): Budget {
  const items: BudgetItem[] = sheet.creationItems.slice();
  const x = sheet.experience;
  if (x.awarded !== 0) items.push({ label: 'Experience awarded', amount: x.awarded, path: 'events' });
  if (x.spent !== 0) items.push({ label: 'Experience spent', amount: -x.spent, path: 'events' });
  const earned = sheet.characterPoints.starting + x.awarded;
  const spent = sheet.characterPoints.spent + x.spent;
  return { earned, spent, left: earned - spent, items };
}

/** A new character with every trait at 0 (human average), no gifts and no equipment. */
export function newHursagmuCharacter(): HursagmuCreation {
  return { traits: {}, gifts: [], equipment: [] };
}

/** HURSAGMU as a rule system. */
export const hursagmu: RuleSystem<
  HursagmuSettings,
  HursagmuCreation,
  HursagmuEvent,
  HursagmuSheet,
  HursagmuPurchase,
  SheetBase
> = {
  id: 'hursagmu',
  name: 'HURSAGMU',
  dataVersion: 1,
  migrations: [],
  settingsSchema: HursagmuSettings,
  creationSchema: HursagmuCreation,
  eventSchema: HursagmuEvent,
  settingOrigins: HURSAGMU_SETTING_ORIGINS,
  defaultSettings: () => HursagmuSettings.parse({}),
  parseSettings: parseHursagmuSettings,
  newCharacter: newHursagmuCharacter,
  parseCreation: parseHursagmuCreation,
  parseEvent: parseHursagmuEvent,
  create: createState,
  apply: applyHursagmuEvent,
  // The ledger folds levels, gifts, damage, equipment and points; the sheet's views, loads and combat odds are
  // worked out from them once, where the sheet is shown.
  sheetOf: derive,
  costOf,
  validate: validateHursagmuSheet,
  // "OVERVIEW": The Master awards experience points; an award to the party gives each character present the whole of it.
  partyAwards: {
    division: { kind: 'each' },
    name: 'Experience points',
    share: (points) => ({ type: 'award', points }),
  },
  currencies: [
    {
      id: 'points',
      name: 'Character points, then experience points',
      format: (n) => `${n} point${n === 1 ? '' : 's'}`,
    },
    { id: 'coins', name: 'Coins', format: formatCoins },
  ],
  budgets: (sheet) => ({ points: hursagmuBudget(sheet), coins: purseBudget(sheet) }),
  // The experience unspent, less what creation overspent (then none was carried into play): the points budget's left.
  pointsLeft: (sheet) => sheet.experience.unspent + Math.min(0, sheet.characterPoints.left),
  sheetText: hursagmuSheetText,
  explain: explainHursagmuSheet,
  explainCost: explainHursagmuCost,
  explainBudgetLine: explainHursagmuBudgetLine,
};
