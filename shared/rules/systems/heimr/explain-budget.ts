import type { PriceRule } from '../../core/explain';
import type { BudgetItem } from '../../core/system';
import { HEIMR_BOOK as B } from './book';
import { defaultSettings, heightCosting, heightsInPlay, whose } from './explain-words';
import { progressRequired, trainingCost, trainingTotal } from './formulas';
import { HEIMR_READINGS as R } from './readings';
import type { HeimrSettings } from './schemas';
import type { HeimrSheet } from './sheet';

/*
 * Each line of Heimr's two budgets explained from the book. Experience ("xp"): the campaign's starting experience,
 * each aspect of training bought at creation (creation.training.<ability>.<aspect>), and from play the awards and
 * the training they paid for. Attribute progress ("progress"), all from play: what training gave each attribute,
 * and what its rises used.
 */

const xp = (n: number) => `${n} XP`;

/** "5 + 10 = 15": the book's price of each point from the first height up to `height`, and their sum. */
function heightsWords(height: number): string {
  const costs = Array.from({ length: height }, (_, i) => trainingCost(i + 1));
  return costs.length === 1 ? `${costs[0]}` : `${costs.join(' + ')} = ${trainingTotal(height)}`;
}

function startingLine(sheet: HeimrSheet, item: BudgetItem, settings: HeimrSettings): PriceRule {
  const projects = xp(defaultSettings().startingExperience);
  return {
    what: item.label,
    rule: `the campaign’s starting experience, ${xp(sheet.experience.starting)} (${whose(settings, ['startingExperience'], projects)})`,
    amount: -item.amount,
    sources: [B.otherDocuments],
    settings: ['settings.startingExperience'],
    reading: R.startingExperience,
  };
}

/** A line "Brawl consistency 2" at creation.training.brawl.consistency: the table's total cost of its height. */
function creationTrainingLine(item: BudgetItem): PriceRule {
  const height = heightCosting(-item.amount);
  const exact = trainingTotal(height) === -item.amount;
  const rule = exact
    ? `trained to ${height} at creation, each point at the cost of the height it reaches, the table’s total cost of height ${height}: ${heightsWords(height)} XP`
    : `training bought at creation for ${xp(-item.amount)}, which is no total of the table’s costs`;
  return {
    what: item.label,
    rule,
    amount: -item.amount,
    sources: [B.trainingCost, B.trainingHeights, B.trainingCosts, B.trainingTotals],
    reading: R.aspectHeights,
  };
}

/** The training points bought in play, each with its price: "Brawl consistency to 2 (10) + Survival potential to 1 (5)". */
function pointsInPlay(sheet: HeimrSheet): string[] {
  return sheet.abilities.flatMap((a) =>
    (['consistency', 'potential'] as const).flatMap((aspect) =>
      heightsInPlay(sheet, a.id, aspect).map((h) => `${a.name} ${aspect} to ${h} (${trainingCost(h)})`),
    ),
  );
}

function awardedLine(sheet: HeimrSheet, item: BudgetItem): PriceRule {
  return {
    what: item.label,
    rule: `the ledger’s “award” entries added up, each an encounter’s XP or a character’s share of it, divided among the characters present and rounded down: ${xp(sheet.experience.awarded)} in all`,
    amount: -item.amount,
    sources: [B.xpEarned, B.xpDivided, B.xpCarried],
    reading: R.remainder,
  };
}

function trainedInPlayLine(sheet: HeimrSheet, item: BudgetItem): PriceRule {
  const points = pointsInPlay(sheet);
  const sum = points.length === 0 ? 'no point of training' : points.join(' + ');
  return {
    what: item.label,
    rule: `the ledger’s “train” entries added up, each point of training at the cost of the height it reaches: ${sum} = ${xp(sheet.experience.spent)}`,
    amount: -item.amount,
    sources: [B.xpSpent, B.trainingCost, B.trainingHeights, B.trainingCosts],
    reading: R.aspectHeights,
  };
}

/** The attribute a progress line ("Dexterity: gained by training") is of, by its name. */
function attributeOfLine(sheet: HeimrSheet, item: BudgetItem, suffix: string) {
  const name = item.label.slice(0, -suffix.length);
  return sheet.attributes.find((a) => a.name === name);
}

/** The rises an attribute has made in play, each with the progress its new value required: "+1 (6) + +2 (8)". */
function risesOf(sheet: HeimrSheet, id: string): { value: number; needed: number }[] {
  const rises: { value: number; needed: number }[] = [];
  for (let v = (sheet.startValues[id] ?? 0) + 1; v <= (sheet.values[id] ?? 0); v++)
    rises.push({ value: v, needed: progressRequired(v) });
  return rises;
}

const signedValue = (n: number) => (n > 0 ? `+${n}` : `${n}`);

function progressGainedLine(sheet: HeimrSheet, item: BudgetItem, id: string, name: string): PriceRule {
  const used = risesOf(sheet, id).reduce((sum, r) => sum + r.needed, 0);
  const held = sheet.progress[id] ?? 0;
  const several = sheet.campaign.abilities.some((a) => a.attributes.length > 1 && a.attributes.includes(id));
  return {
    what: item.label,
    rule: `one progress for each point of training the ledger’s “train” entries gave ${name}: ${used} used in rises + ${held} held now = ${used + held} progress`,
    amount: -item.amount,
    sources: [B.progressPerPoint, ...(several ? [B.progressChoice] : [])],
    settings: ['settings.abilities'],
    reading: R.creationProgress,
  };
}

function progressUsedLine(sheet: HeimrSheet, item: BudgetItem, id: string, name: string): PriceRule {
  const rises = risesOf(sheet, id);
  const start = sheet.startValues[id] ?? 0;
  const each = rises.map((r) => `${signedValue(r.value)} needs ${r.needed}`).join(', ');
  const total = rises.reduce((sum, r) => sum + r.needed, 0);
  const below = rises.some((r) => r.value < -2);
  const rule = `${name} rose from ${signedValue(start)} at creation to ${signedValue(sheet.values[id] ?? 0)}, each rise using the progress its new value requires (${each || 'no rise'}), after which the progress starts again from zero: ${total} progress`;
  return {
    what: item.label,
    rule,
    amount: -item.amount,
    sources: [B.progressRise, B.progressZero, B.progressValues, B.progressRequired],
    ...(below ? { reading: R.progressBelowTable } : {}),
  };
}

/** A line the rules did not make: said so plainly, with no rule of the book behind it. */
function unknownLine(currency: string, item: BudgetItem): PriceRule {
  return {
    what: item.label,
    rule: `a line of the ${currency} budget at ${item.path} that is not one the rules of Heimr make, so no rule of the book explains it`,
    amount: -item.amount,
    sources: [],
  };
}

const GAINED = ': gained by training';
const USED = ': used in rises';

function progressLine(sheet: HeimrSheet, item: BudgetItem): PriceRule | undefined {
  if (item.path !== 'events') return undefined;
  const suffix = item.label.endsWith(GAINED) ? GAINED : item.label.endsWith(USED) ? USED : undefined;
  const attribute = suffix === undefined ? undefined : attributeOfLine(sheet, item, suffix);
  if (attribute === undefined) return undefined;
  return suffix === GAINED
    ? progressGainedLine(sheet, item, attribute.id, attribute.name)
    : progressUsedLine(sheet, item, attribute.id, attribute.name);
}

const TRAINING_PATH = /^creation\.training\.[^.]+\.(consistency|potential)$/;

function experienceLine(sheet: HeimrSheet, item: BudgetItem, settings: HeimrSettings): PriceRule | undefined {
  if (item.path === 'settings.startingExperience') return startingLine(sheet, item, settings);
  if (item.path === 'events') return item.amount > 0 ? awardedLine(sheet, item) : trainedInPlayLine(sheet, item);
  return TRAINING_PATH.test(item.path) && item.amount < 0 ? creationTrainingLine(item) : undefined;
}

/**
 * One line of a Heimr budget (`budgets(sheet)[currency].items`) by the book's rule, with this character's inputs;
 * its amount is the line's price, the item's amount negated. A line the rules do not make says so, with no source.
 */
export function explainHeimrBudgetLine(
  sheet: HeimrSheet,
  currency: string,
  item: BudgetItem,
  settings: HeimrSettings,
): PriceRule {
  const line =
    currency === 'xp'
      ? experienceLine(sheet, item, settings)
      : currency === 'progress'
        ? progressLine(sheet, item)
        : undefined;
  return line ?? unknownLine(currency, item);
}
