import type { BookSource, PriceRule } from '../../core/explain';
import type { BudgetItem } from '../../core/system';
import { cpForIncrement } from './age';
import { MLS_BOOK as B, MLS_RACE_ROWS } from './book';
import { atLevel, capital, defaultSettings, whose } from './explain-words';
import { MLS_READINGS as R } from './readings';
import type { MlsSettings } from './schemas';
import type { MlsSheet, SecondarySheet } from './sheet';
import {
  CP_PER_INCREMENT_OLD,
  CP_PER_INCREMENT_YOUNG,
  FATE_POINT_COST,
  FAVOUR_PER_CP,
  fatePointsForTrait,
  INHERENT_DISCOUNT,
  OCCUPATION_COST_FACTOR,
  OLD_AGE_INCREMENTS,
  PERSONALITY_PAIRS,
  PRIMARY_COST,
  PRIMARY_TRAITS,
  RACES,
  SECONDARY_CREATION_COST,
  STARTING_CP,
  type PrimaryTrait,
} from './tables';
import { cpText, incrementsText } from './words';

/*
 * Each line of the Nutshell MLS's two budgets (system.ts, `mlsBudget` and `fateBudget`) explained by the book's rule
 * with this character's inputs: the creation's lines one by one (creation.ts pushes them), and play's lines as the
 * sums of the ledger's entries they are. A line's price is its amount negated: positive for CPs spent.
 */

const STARTING_SETTING = 'settings.startingCpPast22Increments';

/** "1 fate point", "3 fate points". */
const fateText = (n: number) => `${n} fate point${Math.abs(n) === 1 ? '' : 's'}`;

/** The line's price: what it spends, positive, or what it gives, negative. */
const priceOf = (item: BudgetItem) => 0 - item.amount;

/** A line the rules never make: named by its label, without a rule of the book behind it. */
function unknownLine(item: BudgetItem, currency: string): PriceRule {
  return {
    what: item.label,
    rule: `this line (${item.path}) is not one the rules of the Nutshell MLS make for the ${currency} budget, so no rule of the book explains it`,
    amount: priceOf(item),
    sources: [],
  };
}

/** The starting CPs: 60 at base age, 2 an increment, and past base + 22 what the campaign's reading gives. */
function startingLine(s: MlsSheet, item: BudgetItem, settings: MlsSettings): PriceRule {
  const race = RACES[s.race];
  const n = s.startIncrements;
  const young = Math.min(n, OLD_AGE_INCREMENTS);
  const old = Math.max(0, n - OLD_AGE_INCREMENTS);
  const sources = [B.startingCp, B.baseAge, MLS_RACE_ROWS[s.race], B.cpByIncrement];
  const head = `${STARTING_CP} at base age ${race.baseAge} + ${CP_PER_INCREMENT_YOUNG} x ${incrementsText(young)}`;
  if (old === 0) return { what: item.label, rule: head, amount: priceOf(item), sources };
  const reading = settings.startingCpPast22Increments;
  const perOld = reading === 'character-generation' ? CP_PER_INCREMENT_YOUNG : CP_PER_INCREMENT_OLD;
  const which = whose(
    reading === defaultSettings().startingCpPast22Increments,
    '1 (“Racial Differences”)',
    'the book gives 1 in “Racial Differences” and 2 in “Character Generation”',
  );
  return {
    what: item.label,
    rule: `${head} + ${perOld} x ${incrementsText(old)} past base + ${OLD_AGE_INCREMENTS} (${STARTING_SETTING}: ${reading}; ${which})`,
    amount: priceOf(item),
    sources,
    settings: [STARTING_SETTING],
    reading: R.startingCp,
  };
}

/** A primary trait above or below its racial average, by the "Primary Traits" prices. */
function primaryLine(s: MlsSheet, trait: string, item: BudgetItem): PriceRule | undefined {
  if (!(PRIMARY_TRAITS as readonly string[]).includes(trait)) return undefined;
  const chosen = s.primaries[trait as PrimaryTrait].chosen;
  const price = PRIMARY_COST[chosen as -2 | -1 | 0 | 1 | 2];
  if (price === undefined || price === 0) return undefined;
  const level = chosen > 0 ? `+${chosen}` : String(chosen);
  const rule =
    price > 0
      ? `the “Primary Traits” table prices racial average ${level} at ${cpText(price)}`
      : `the “Primary Traits” table gives ${cpText(-price)} for racial average ${level}`;
  return {
    what: item.label,
    rule: `chosen at creation (creation.primaries.${trait}): ${rule}`,
    amount: priceOf(item),
    sources: [B.primaryCost],
  };
}

/** The level above base a trait was created at, found from its price: the table's prices rise with each level. */
function createdLevel(price: number, single: (tablePrice: number) => number): number | undefined {
  const level = SECONDARY_CREATION_COST.findIndex((c) => single(c) === price);
  return level < 0 ? undefined : level;
}

/** A secondary trait (or the occupation) bought at creation, by the "Secondary Traits" table. */
function secondaryLine(s: MlsSheet, index: string, item: BudgetItem): PriceRule | undefined {
  const t: SecondarySheet | undefined = s.secondaries[Number(index)];
  if (t === undefined || item.amount >= 0) return undefined;
  const inherent = t.kind === 'inherent' ? INHERENT_DISCOUNT : 0;
  const factor = t.occupation ? OCCUPATION_COST_FACTOR : 1;
  const level = createdLevel(priceOf(item), (c) => (c - inherent) * factor);
  if (level === undefined) return undefined;
  const table = SECONDARY_CREATION_COST[level]!;
  const sources: BookSource[] = [B.creationCost];
  let rule = `the table gives ${cpText(table)} for a Trained or Natural skill at ${atLevel(level)}`;
  let price = table;
  if (inherent > 0) {
    price = table - inherent;
    rule += `, ${INHERENT_DISCOUNT} CP less for an Inherent one: ${table} - ${INHERENT_DISCOUNT} = ${price}`;
    sources.push(B.inherentCost);
  }
  if (!t.occupation)
    return { what: item.label, rule: `${t.name} (${capital(t.kind)}): ${rule}`, amount: priceOf(item), sources };
  sources.push(B.occupation, B.occupationCost);
  return {
    what: item.label,
    rule: `${t.name} (${capital(t.kind)}): ${rule}, doubled for the occupation: ${price} x ${OCCUPATION_COST_FACTOR} = ${price * OCCUPATION_COST_FACTOR}`,
    amount: priceOf(item),
    sources,
    reading: R.occupation,
  };
}

/** A negative trait taken at creation: it yields what a Trained skill at its level costs. */
function negativeLine(s: MlsSheet, index: string, item: BudgetItem): PriceRule | undefined {
  const n = s.negatives[Number(index)];
  if (n === undefined || item.amount <= 0) return undefined;
  const level = createdLevel(priceOf(item), (c) => -c);
  if (level === undefined) return undefined;
  return {
    what: item.label,
    rule: `${n.name} yields what a Trained skill at ${atLevel(level)} costs, ${cpText(SECONDARY_CREATION_COST[level]!)}`,
    amount: priceOf(item),
    sources: [B.negatives, B.creationCost],
    reading: R.negatives,
  };
}

/** Extra fate points bought at creation: 5 CPs each, in CPs; the points themselves in the fate budget. */
function boughtFateLine(s: MlsSheet, currency: string, item: BudgetItem): PriceRule | undefined {
  const n = s.fatePoints.bought;
  if (currency === 'cp' && item.amount === -n * FATE_POINT_COST)
    return {
      what: item.label,
      rule: `extra fate points cost ${cpText(FATE_POINT_COST)} each: ${n} x ${FATE_POINT_COST}`,
      amount: priceOf(item),
      sources: [B.fateBought],
    };
  if (currency === 'fate' && item.amount === n)
    return {
      what: item.label,
      rule: `${fateText(n)} bought at creation (creation.extraFatePoints) for ${cpText(FATE_POINT_COST)} each, ${cpText(n * FATE_POINT_COST)} of the character points`,
      amount: priceOf(item),
      sources: [B.fateBought],
    };
  return undefined;
}

/** The fate points the personality gives: one for each trait at 16 or 17, two for one at 18. */
function personalityFateLine(s: MlsSheet, item: BudgetItem): PriceRule | undefined {
  if (item.amount <= 0) return undefined;
  const givers = PERSONALITY_PAIRS.flat()
    .map((t) => ({ t, value: s.personality[t], points: fatePointsForTrait(s.personality[t]) }))
    .filter((g) => g.points > 0);
  const now = givers.reduce((sum, g) => sum + g.points, 0);
  // Fate points from personality are counted once, at creation; a trait checked up or down since is not recounted.
  const which =
    now === item.amount
      ? givers.map((g) => `${capital(g.t)} ${g.value} gives ${g.points}`).join(', ')
      : `counted from the personality traits as they were at creation, which play has changed since`;
  return {
    what: item.label,
    rule: `one fate point for each personality trait at 16 or 17, two for one at 18: ${which}`,
    amount: priceOf(item),
    sources: [B.fateFromPersonality],
    reading: R.fateFromPersonality,
  };
}

/** CPs the age entries gave in play: 2 an increment up to base + 22, 1 after. */
function ageCp(s: MlsSheet): number {
  let cp = 0;
  for (let k = s.startIncrements + 1; k <= s.ageIncrements; k++) cp += cpForIncrement(k);
  return cp;
}

/** The CPs the ledger's age and award entries gave, by the book's rules for each. */
function gainedInPlayLine(s: MlsSheet, item: BudgetItem): PriceRule {
  const byAge = ageCp(s);
  const aged = s.ageIncrements - s.startIncrements;
  const byAwards = item.amount - byAge;
  const awarded = byAwards !== 0 || aged === 0;
  const adventures = `${s.adventures} adventure${s.adventures === 1 ? '' : 's'}`;
  const parts = [
    ...(aged > 0
      ? [
          `age entries, ${incrementsText(aged)} from base + ${s.startIncrements} to base + ${s.ageIncrements} at 2 CPs each up to base + ${OLD_AGE_INCREMENTS} and 1 after: ${cpText(byAge)}`,
        ]
      : []),
    ...(awarded
      ? [`award entries, ${adventures} by the table of the adventure and the role in it: ${cpText(byAwards)}`]
      : []),
  ];
  return {
    what: item.label,
    rule: `the ledger’s entries that give CPs add up: ${parts.join('; ')}`,
    amount: priceOf(item),
    sources: [
      ...(aged > 0 ? [B.cpByIncrement, B.cpByAge] : []),
      ...(awarded ? [B.adventures, B.minorAdventure, B.averageAdventure, B.majorAdventure] : []),
    ],
    ...(awarded ? { reading: R.adventure } : {}),
  };
}

/** The CPs the ledger's purchases spent, by the advancement prices; what the sheet keeps of them said apart. */
function spentInPlayLine(s: MlsSheet, item: BudgetItem): PriceRule {
  const spent = priceOf(item);
  const fate = s.fatePoints.boughtInPlay * FATE_POINT_COST;
  const favour = s.favour / FAVOUR_PER_CP;
  const known = [
    ...(fate > 0 ? [`${cpText(fate)} on ${fateText(s.fatePoints.boughtInPlay)} at ${FATE_POINT_COST} each`] : []),
    ...(favour > 0 ? [`${cpText(favour)} prayed into ${s.favour} favour`] : []),
  ];
  const rest = spent - fate - favour;
  const on =
    'acquiring and raising secondary traits, lowering negative traits, raising personality traits, training up a primary trait and money';
  const parts = [...known, ...(known.length === 0 || rest !== 0 ? [`${cpText(rest)} on ${on}`] : [])];
  return {
    what: item.label,
    rule: `the ledger’s purchases add up, each at its price in “Character Advancement”: ${parts.join('; ')}`,
    amount: spent,
    sources: [
      B.raiseCost,
      B.lowerNegative,
      B.raisePersonality,
      B.training,
      B.money,
      B.prayer,
      B.fateBought,
      B.oneLevelAYear,
    ],
    reading: R.cpKept,
  };
}

/** The fate points the ledger bought or spent in play. */
function fateInPlayLine(s: MlsSheet, item: BudgetItem): PriceRule {
  if (item.amount > 0)
    return {
      what: item.label,
      rule: `the ledger’s fate point purchases add up: ${fateText(s.fatePoints.boughtInPlay)} bought in play at ${cpText(FATE_POINT_COST)} each`,
      amount: priceOf(item),
      sources: [B.fateBought],
      reading: R.buyFate,
    };
  return {
    what: item.label,
    rule: `the ledger’s entries spending a fate point add up: ${fateText(s.fatePoints.spent)} spent, each to make a failed Shock Roll a success or to remove damage against certain death`,
    amount: priceOf(item),
    sources: [B.deathFate, B.certainDeathFate],
    reading: R.fateShock,
  };
}

/** A creation line of either budget, by the creation's field it prices; undefined for one the rules do not make. */
function creationLine(s: MlsSheet, currency: string, item: BudgetItem, settings: MlsSettings): PriceRule | undefined {
  const [, field, key = ''] = item.path.split('.');
  if (currency === 'fate')
    return field === 'personality'
      ? personalityFateLine(s, item)
      : field === 'extraFatePoints'
        ? boughtFateLine(s, currency, item)
        : undefined;
  switch (field) {
    case 'ageIncrements':
      return item.amount > 0 ? startingLine(s, item, settings) : undefined;
    case 'primaries':
      return primaryLine(s, key, item);
    case 'secondaries':
      return secondaryLine(s, key, item);
    case 'negatives':
      return negativeLine(s, key, item);
    case 'extraFatePoints':
      return boughtFateLine(s, currency, item);
    default:
      return undefined;
  }
}

/**
 * One line of a Nutshell MLS budget explained: `cp` (character points) or `fate` (fate points), as `mlsBudget` and
 * `fateBudget` itemise them. A line no rule makes is still explained, as a line the rules do not know.
 */
export function explainMlsBudgetLine(
  sheet: MlsSheet,
  currency: string,
  item: BudgetItem,
  settings: MlsSettings,
): PriceRule {
  if (currency !== 'cp' && currency !== 'fate') return unknownLine(item, currency);
  if (item.path === 'events') {
    if (currency === 'fate') return fateInPlayLine(sheet, item);
    return item.amount > 0 ? gainedInPlayLine(sheet, item) : spentInPlayLine(sheet, item);
  }
  if (!item.path.startsWith('creation.')) return unknownLine(item, currency);
  return creationLine(sheet, currency, item, settings) ?? unknownLine(item, currency);
}
