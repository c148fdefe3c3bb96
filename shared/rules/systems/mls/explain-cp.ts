import type { BookSource, ValueExplanation } from '../../core/explain';
import type { BudgetItem } from '../../core/system';
import { cpForIncrement } from './age';
import { MLS_BOOK as B } from './book';
import { capital, defaultSettings, explained, named, whose } from './explain-words';
import { MLS_READINGS as R } from './readings';
import type { MlsSettings } from './schemas';
import type { MlsSheet } from './sheet';
import {
  CP_PER_INCREMENT_OLD,
  CP_PER_INCREMENT_YOUNG,
  FATE_POINT_COST,
  OLD_AGE_INCREMENTS,
  STARTING_CP,
} from './tables';

/* Character points, the creation's budget, and what play has recorded, explained. */

const STARTING_SETTING = 'settings.startingCpPast22Increments';

/** The starting CPs with the inputs: "60 + 2 x 22 + 1 x 5 = 109", and whether the campaign's reading took part. */
function startingCpFormula(s: MlsSheet, settings: MlsSettings): { formula: string; reading?: string } {
  const n = s.startIncrements;
  const young = Math.min(n, OLD_AGE_INCREMENTS);
  const old = Math.max(0, n - OLD_AGE_INCREMENTS);
  const reading = settings.startingCpPast22Increments;
  const perOld = reading === 'character-generation' ? CP_PER_INCREMENT_YOUNG : CP_PER_INCREMENT_OLD;
  const total = STARTING_CP + young * CP_PER_INCREMENT_YOUNG + old * perOld;
  const head = `Starting CPs = 60 + 2 x ${young} increments`;
  if (old === 0) return { formula: `${head} = ${total}` };
  const own = reading === defaultSettings().startingCpPast22Increments;
  const which = whose(
    own,
    '1 (“Racial Differences”)',
    'the book gives 1 in “Racial Differences” and 2 in “Character Generation”',
  );
  return {
    formula: `${head} + ${perOld} x ${old} increments past base + 22 (${STARTING_SETTING}: ${reading}; ${which}) = ${total}`,
    reading: R.startingCp,
  };
}

/** CPs the age entries gave in play: 2 an increment, 1 past base + 22. */
function ageCp(s: MlsSheet): number {
  let cp = 0;
  for (let k = s.startIncrements + 1; k <= s.ageIncrements; k++) cp += cpForIncrement(k);
  return cp;
}

interface Tallies {
  creationEarned: number;
  creationSpent: number;
  starting: number;
}

function tallies(s: MlsSheet): Tallies {
  let creationEarned = 0;
  let creationSpent = 0;
  for (const i of s.creationItems) {
    if (i.amount > 0) creationEarned += i.amount;
    else creationSpent -= i.amount;
  }
  const starting = s.creationItems.find((i) => i.path === 'creation.ageIncrements')?.amount ?? 0;
  return { creationEarned, creationSpent, starting };
}

export function explainCp(s: MlsSheet, settings: MlsSettings): ValueExplanation[] {
  const t = tallies(s);
  const gained = s.cp.earned - t.creationEarned;
  const byAge = ageCp(s);
  const start = startingCpFormula(s, settings);
  const used = start.reading ? [STARTING_SETTING] : [];
  const spentInPlay = s.cp.spent - t.creationSpent;
  return [
    explained(
      'sheet.cp.earned',
      `CPs earned = at creation ${t.creationEarned} (starting CPs ${t.starting} + yields of traits below average and negative traits ${t.creationEarned - t.starting}) + in play ${gained} (age increments ${byAge} + adventures ${gained - byAge}) = ${s.cp.earned}`,
      [B.startingCp, B.cpByIncrement, B.primaryCost, B.negatives, B.adventures],
      used,
      start.reading,
    ),
    explained(
      'sheet.cp.spent',
      `CPs spent = at creation ${t.creationSpent} + in play ${spentInPlay} = ${s.cp.spent}`,
      [B.primaryCost, B.creationCost, B.fateBought, B.raiseCost],
      [],
      R.cpKept,
    ),
    explained(
      'sheet.creationLeft',
      `CPs left at creation = earned ${t.creationEarned} - spent ${t.creationSpent} = ${s.creationLeft}${s.creationLeft < 0 ? ': overspent, a rule error, which the checker names' : ', kept for play'}`,
      [B.startingCp, B.primaryCost],
      used,
      R.cpKept,
    ),
  ];
}

/** The rule behind one item of the creation's budget, by the creation's field it prices. */
function creationItemRule(
  s: MlsSheet,
  item: BudgetItem,
  settings: MlsSettings,
): { formula: string; sources: BookSource[]; settings?: string[]; reading?: string } {
  const [, field, key] = item.path.split('.');
  const price = item.amount < 0 ? `costs ${-item.amount} CPs` : `yields ${item.amount} CPs`;
  if (field === 'ageIncrements') {
    const start = startingCpFormula(s, settings);
    return {
      formula: `${item.label}: ${start.formula}`,
      sources: [B.startingCp, B.baseAge, B.cpByIncrement],
      settings: [STARTING_SETTING],
      reading: start.reading,
    };
  }
  if (field === 'primaries')
    return {
      formula: `${item.label} (${item.path}) ${price}: +1 costs 2, +2 costs 5, -1 yields 3, -2 yields 7`,
      sources: [B.primaryCost],
    };
  if (field === 'secondaries') {
    const x = s.secondaries[Number(key)];
    const occupation = x?.occupation ? ', double for the occupation' : '';
    return {
      formula: `${item.label} (${item.path}) ${price}: 1, 3, 6, 10, 15 CPs for base to base +4, Inherent 1 less${occupation}`,
      sources: x?.occupation ? [B.creationCost, B.inherentCost, B.occupationCost] : [B.creationCost, B.inherentCost],
      reading: x?.occupation ? R.occupation : undefined,
    };
  }
  if (field === 'negatives')
    return {
      formula: `${item.label} (${item.path}) ${price}: at the Trained rate, 1, 3, 6, 10, 15 CPs for base to base +4`,
      sources: [B.negatives, B.creationCost],
    };
  return {
    formula: `${item.label} (${item.path}) ${price}: ${-item.amount / FATE_POINT_COST} x 5 CPs`,
    sources: [B.fateBought],
  };
}

export function explainCreationItems(s: MlsSheet, settings: MlsSettings): ValueExplanation[] {
  return s.creationItems.flatMap((item, i) => {
    const rule = creationItemRule(s, item, settings);
    return (['amount', 'label', 'path'] as const).map((key) =>
      explained(`sheet.creationItems.${i}.${key}`, rule.formula, rule.sources, rule.settings ?? [], rule.reading),
    );
  });
}

/** A trait named by its key in `changedThisIncrement` or `checkedThisAdventure`. */
function traitName(s: MlsSheet, kind: string, id: string): string {
  if (kind === 'personality') return capital(id);
  const list: readonly { id: string; name: string }[] = kind === 'negative' ? s.negatives : s.secondaries;
  return list.find((t) => t.id === id)?.name ?? id;
}

/** Money, favour, training and the limits of this increment and this adventure. */
export function explainPlay(s: MlsSheet): ValueExplanation[] {
  const out = [
    explained(
      'sheet.florins',
      `Florins = 10 x the 1d20 rolled for each CP turned into money = 10 x ${s.florins / 10} = ${s.florins}`,
      [B.money],
      [],
      R.moneyRolls,
    ),
    explained(
      'sheet.favour',
      `Favour = 5 x the CPs prayed = 5 x ${s.favour / 5} = ${s.favour}`,
      [B.prayer],
      [],
      R.priests,
    ),
    s.training === null
      ? explained(
          'sheet.training',
          'No primary trait trained up since the last age increment',
          [B.training, B.trainingLasts],
          [],
          R.training,
        )
      : explained(
          'sheet.training',
          `${named(s.training)} trained up one level for 5 CPs, until the next age increment`,
          [B.training, B.trainingLasts],
          [],
          R.training,
        ),
    explained(
      'sheet.adventures',
      `Adventures recorded = ${s.adventures}: each award entry ends one, completed or not`,
      [B.adventures, B.secondaryCheck],
      [],
      R.adventure,
    ),
  ];
  const limit = [B.oneLevelAYear, B.incrementLimits];
  if (s.changedThisIncrement.length === 0)
    out.push(
      explained(
        'sheet.changedThisIncrement',
        'No trait changed through CPs since the last age increment',
        limit,
        [],
        R.oncePerIncrement,
      ),
    );
  s.changedThisIncrement.forEach((key, i) => {
    const [kind = '', id = ''] = key.split(':');
    const name = traitName(s, kind, id);
    out.push(
      explained(
        `sheet.changedThisIncrement.${i}`,
        `${name} (${kind} trait) changed through CPs during this age increment: it moves no further through CPs until the next`,
        limit,
        [],
        R.oncePerIncrement,
      ),
    );
  });
  const once = [B.secondaryCheck, B.oneCheckRoll];
  if (s.checkedThisAdventure.length === 0)
    out.push(
      explained(
        'sheet.checkedThisAdventure',
        'No secondary trait rolled for since the last adventure',
        once,
        [],
        R.adventure,
      ),
    );
  s.checkedThisAdventure.forEach((id, i) =>
    out.push(
      explained(
        `sheet.checkedThisAdventure.${i}`,
        `${traitName(s, 'secondary', id)} rolled for on the 1d8 table after this adventure: one roll per trait per adventure`,
        once,
        [],
        R.adventure,
      ),
    ),
  );
  return out;
}
