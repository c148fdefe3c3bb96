import type { PriceRule } from '../../core/explain';
import type { BudgetItem } from '../../core/system';
import { SYMBAROUM_BOOK as B } from './book';
import { defaultSettings, whose } from './explain-words';
import { levelTotal } from './formulas';
import { SYMBAROUM_READINGS as R } from './readings';
import type { SymbaroumSettings } from './schemas';
import type { SymbaroumSheet } from './sheet';
import { ABILITY_LEVELS, LEVEL_COST, type AbilityLevel } from './tables';

/*
 * Each line of a Symbaroum budget explained from the book: the experience a character starts with (the campaign's,
 * or a dead character's), each ability bought at creation at the prices of "Improving Your Character", and the two
 * sums of play, the Game Master's awards and the abilities learned. A line's price is its amount negated: positive
 * for experience spent, negative for experience gained.
 */

const ABILITY_PATH = 'creation.abilities.';

/** The level an ability bought at creation holds, read from its line's price (novice 10, adept 30, master 60). */
const levelOfPrice = (price: number): AbilityLevel | undefined => ABILITY_LEVELS.find((l) => levelTotal(l) === price);

/** The book's prices from nothing up to `level`: "a new ability at novice level costs 10 Experience, …: 10 + 20 = 30". */
function pricesUpTo(level: AbilityLevel): string {
  const steps = ABILITY_LEVELS.slice(0, ABILITY_LEVELS.indexOf(level) + 1);
  const words = steps.map((l, i) =>
    i === 0
      ? `a new ability at novice level costs ${LEVEL_COST[l]} Experience`
      : `from ${steps[i - 1]} to ${l} ${LEVEL_COST[l]} more`,
  );
  const sum =
    steps.length > 1 ? `: ${steps.map((l) => LEVEL_COST[l]).join(' + ')} = ${levelTotal(level)} Experience` : '';
  return words.join(', ') + sum;
}

/** Where the campaign lists an ability, as a setting's path, and its name there. */
function listed(settings: SymbaroumSettings, id: string): { name: string; settings: string[] } {
  const k = settings.abilities.findIndex((a) => a.id === id);
  return k < 0
    ? { name: `"${id}"`, settings: [] }
    : { name: settings.abilities[k]!.name, settings: [`settings.abilities.${k}`] };
}

function startingLine(item: BudgetItem, settings: SymbaroumSettings): PriceRule {
  const projects = String(defaultSettings().startingExperience);
  return {
    what: item.label,
    rule: `the campaign’s starting experience, which buys abilities at creation (settings.startingExperience; ${whose(settings, ['startingExperience'], projects, 'the book gives none')})`,
    amount: -item.amount || 0,
    sources: [B.experienceReward, B.seeCharacterCreation],
    settings: ['settings.startingExperience'],
    reading: R.startingExperience,
  };
}

function inheritedLine(sheet: SymbaroumSheet, item: BudgetItem): PriceRule {
  const from = sheet.experience.inheritedFrom ?? 'the dead character';
  return {
    what: item.label,
    rule: `all the Experience accumulated by ${from}, who died (creation.inherited), in place of the campaign’s starting experience`,
    amount: -item.amount || 0,
    sources: [B.deadCharacters, B.notFarBehind],
    reading: R.inherited,
  };
}

function abilityLine(item: BudgetItem, settings: SymbaroumSettings): PriceRule | undefined {
  const level = levelOfPrice(-item.amount);
  if (level === undefined) return undefined;
  const ability = listed(settings, item.path.slice(ABILITY_PATH.length));
  return {
    what: item.label,
    rule: `${ability.name} bought at ${level} at creation (${item.path}): ${pricesUpTo(level)}`,
    amount: -item.amount,
    sources: [B.experienceTraded, B.abilityCosts],
    settings: ability.settings,
    reading: R.startingExperience,
  };
}

/** The levels each ability rose in play, from its level at creation (its budget line) to its level now. */
function learnedInPlay(sheet: SymbaroumSheet): { id: string; from: AbilityLevel | undefined; to: AbilityLevel }[] {
  return Object.entries(sheet.abilities).flatMap(([id, to]) => {
    const bought = sheet.creationItems.find((i) => i.path === `${ABILITY_PATH}${id}`);
    const from = bought === undefined ? undefined : levelOfPrice(-bought.amount);
    return from === to ? [] : [{ id, from, to }];
  });
}

/** One ability's rise in play in the book's prices: "Medicus from novice to adept (20)", "Recovery new to novice (10)". */
function riseWords(name: string, from: AbilityLevel | undefined, to: AbilityLevel): { words: string; price: number } {
  const first = from === undefined ? 0 : ABILITY_LEVELS.indexOf(from) + 1;
  const prices = ABILITY_LEVELS.slice(first, ABILITY_LEVELS.indexOf(to) + 1).map((l) => LEVEL_COST[l]);
  return {
    words: `${name} ${from === undefined ? 'new' : `from ${from}`} to ${to} (${prices.join(' + ')})`,
    price: prices.reduce((a, b) => a + b, 0),
  };
}

/** The abilities learned in play, summed from the ledger's "learn" entries, each the next level's price. */
function learnedLine(sheet: SymbaroumSheet, item: BudgetItem, settings: SymbaroumSettings): PriceRule {
  const rises = learnedInPlay(sheet).map((r) => ({
    ...riseWords(listed(settings, r.id).name, r.from, r.to),
    id: r.id,
  }));
  const total = rises.reduce((sum, r) => sum + r.price, 0);
  // The rises are read from the sheet; should they not add up to the line (a ledger the fold could not follow), the
  // line is still the ledger's sum, said without the breakdown.
  const breakdown =
    rises.length > 0 && total === -item.amount ? `: ${rises.map((r) => r.words).join(' + ')} = ${total}` : '';
  return {
    what: item.label,
    rule: `the ledger’s “learn” entries added up, each the next level’s price (a new ability at novice ${LEVEL_COST.novice} Experience, to adept ${LEVEL_COST.adept}, to master ${LEVEL_COST.master})${breakdown}`,
    amount: -item.amount || 0,
    sources: [B.experienceTraded, B.abilityCosts],
    settings: [...new Set(rises.flatMap((r) => listed(settings, r.id).settings))],
  };
}

function awardedLine(item: BudgetItem): PriceRule {
  return {
    what: item.label,
    rule: 'the ledger’s “award” entries added up: the Game Master’s awards after adventures, a share of an award to the party among them',
    amount: -item.amount || 0,
    sources: [B.afterAdventure, B.experienceAwarded],
  };
}

/** A line the rules of Symbaroum do not make: shown as the budget has it, with no rule of the book behind it. */
function unknownLine(currency: string, item: BudgetItem): PriceRule {
  return {
    what: item.label,
    rule:
      currency === 'xp'
        ? `not a line the rules of Symbaroum know (${item.path}), counted as the budget shows it`
        : `not a line the rules of Symbaroum know: Symbaroum counts only experience, not “${currency}”`,
    amount: -item.amount || 0,
    sources: [],
  };
}

/**
 * One line of a Symbaroum budget by the book's rule (`RuleSystem.explainBudgetLine`): the starting experience, a
 * dead character's experience, an ability bought at creation, and the two sums of play.
 */
export function explainSymbaroumBudgetLine(
  sheet: SymbaroumSheet,
  currency: string,
  item: BudgetItem,
  settings: SymbaroumSettings,
): PriceRule {
  if (currency !== 'xp') return unknownLine(currency, item);
  if (item.path === 'settings.startingExperience' && item.amount >= 0) return startingLine(item, settings);
  if (item.path === 'creation.inherited' && item.amount >= 0) return inheritedLine(sheet, item);
  if (item.path.startsWith(ABILITY_PATH) && item.amount < 0)
    return abilityLine(item, settings) ?? unknownLine(currency, item);
  if (item.path === 'events' && item.amount > 0) return awardedLine(item);
  if (item.path === 'events' && item.amount < 0) return learnedLine(sheet, item, settings);
  return unknownLine(currency, item);
}
