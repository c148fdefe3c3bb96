import { keepsDefaults, whoseSetting, type BookSource } from '../../core/explain';
import { shieldRow } from './armoury';
import { HEIMR_ARMOURY_BOOK, HEIMR_ATTRIBUTE_ROWS, HEIMR_SHIELD_ROWS } from './book';
import { staminaShields } from './derive';
import { trainingCost, trainingTotal } from './formulas';
import { HeimrSettings } from './schemas';
import type { HeimrSheet } from './sheet';

export { explained, signed } from '../../core/explain';

/* The words every Heimr explanation is made of. */

let defaults: HeimrSettings | undefined;
/** The project's defaults of the campaign settings. */
export function defaultSettings(): HeimrSettings {
  return (defaults ??= HeimrSettings.parse({}));
}

/** The same setting as the project's default. */
export function isDefault(settings: HeimrSettings, key: keyof HeimrSettings): boolean {
  return keepsDefaults(settings, defaultSettings(), [key]);
}

/**
 * Whose the settings' values are, for a formula: the project's defaults (and what the book gives, `book`), or this
 * campaign's house rule with the project's default beside it.
 */
export function whose(
  settings: HeimrSettings,
  keys: readonly (keyof HeimrSettings)[],
  projects: string,
  book = 'the book sets none',
): string {
  return whoseSetting(keepsDefaults(settings, defaultSettings(), keys), projects, book);
}

/** An attribute's name in the campaign, or its id where the campaign does not list it. */
export function attributeName(s: HeimrSheet, id: string): string {
  return s.campaign.attributes.find((a) => a.id === id)?.name ?? id;
}

/** The points of one aspect of an ability's training bought at creation, read from the creation's budget item. */
export function trainedAtCreation(s: HeimrSheet, ability: string, aspect: 'consistency' | 'potential'): number {
  const item = s.creationItems.find((i) => i.path === `creation.training.${ability}.${aspect}`);
  return item === undefined ? 0 : heightCosting(-item.amount);
}

/** The height of training whose total cost is `total` experience (the least height costing at least that). */
export function heightCosting(total: number): number {
  let height = 0;
  while (trainingTotal(height) < total) height++;
  return height;
}

/** The book's rule for the price of one more point of training at `height`, with its two costs before. */
export function costWords(height: number, cost: number): string {
  if (height === 1) return `the first point costs ${cost} XP, as the table starts`;
  if (height === 2) return `the second point costs 5 + 5 = ${cost} XP, as the table gives it`;
  return `the costs of the two heights before, ${trainingCost(height - 2)} + ${trainingCost(height - 1)} = ${cost} XP`;
}

/** The points of one aspect of an ability's training in play: the heights past those bought at creation. */
export function heightsInPlay(s: HeimrSheet, ability: string, aspect: 'consistency' | 'potential'): number[] {
  const now = s.training[ability]?.[aspect] ?? 0;
  const heights: number[] = [];
  for (let h = trainedAtCreation(s, ability, aspect) + 1; h <= now; h++) heights.push(h);
  return heights;
}

/** Trained consistency or potential: the points bought at creation and those trained in play. */
export function trainedWords(s: HeimrSheet, id: string, name: string, aspect: 'consistency' | 'potential'): string {
  const total = s.training[id]?.[aspect] ?? 0;
  const atCreation = trainedAtCreation(s, id, aspect);
  return `Trained ${aspect} of ${name} = ${atCreation} bought at creation (creation.training.${id}.${aspect}) + ${total - atCreation} trained in play = ${total}`;
}

/** A held shield's stamina penalty, and what the sheet counts of the campaign's stamina while it is held. */
export interface ShieldPenaltyWords {
  /** The penalties added up. */
  amount: number;
  /** "the tower shield’s stamina penalty 1 (the book’s “Sta -1”)". */
  words: string;
  /** "the tower shield": what the page names beside the lowered value. */
  shields: string;
  sources: BookSource[];
  settings: string[];
}

/** "the tower shield (Wall)": a held shield as a formula names it. */
const shieldName = (item: { id: Parameters<typeof shieldRow>[0]; name?: string }) =>
  `the ${shieldRow(item.id).name.toLowerCase()}${item.name === undefined ? '' : ` (${item.name})`}`;

/**
 * The shields in hand that lower the campaign's stamina (reading `shieldStamina`), in words for a formula, with the
 * Shields table's rows and the settings that took part; undefined when none does (nothing held, no penalty, or the
 * module switched off).
 */
export function shieldPenaltyWords(s: Pick<HeimrSheet, 'campaign' | 'held'>): ShieldPenaltyWords | undefined {
  const shields = staminaShields(s);
  if (shields.length === 0) return undefined;
  const settings = ['settings.armoury', 'settings.fatigueAttribute'];
  const sources: BookSource[] = [HEIMR_ARMOURY_BOOK.shieldsHeader];
  const parts = shields.map(({ item, penalty }) => {
    sources.push(HEIMR_SHIELD_ROWS[item.id]);
    const row = shieldRow(item.id);
    if (row.penalty.kind !== 'todo')
      return `${shieldName(item)}’s stamina penalty ${penalty} (the book’s “Sta -${penalty}”)`;
    const key = `settings.${item.id}ShieldPenalty`;
    settings.push(key);
    return `${shieldName(item)}’s stamina penalty ${penalty} (${key}; the book leaves it “TODO”)`;
  });
  const stamina = HEIMR_ATTRIBUTE_ROWS[s.campaign.fatigueAttribute];
  if (stamina !== undefined) sources.push(stamina);
  return {
    amount: shields.reduce((total, x) => total + x.penalty, 0),
    words: parts.join(' and '),
    shields: shields.map((x) => shieldName(x.item)).join(' and '),
    sources,
    settings,
  };
}

/**
 * "Stamina 2 (3, less the tower shield’s stamina penalty 1 (the book’s “Sta -1”) while it is in hand)": an attribute
 * as the sheet counts it, the penalty named where it lowers the campaign's stamina.
 */
export function countedWords(s: HeimrSheet, id: string, penalty: ShieldPenaltyWords | undefined): string {
  const value = s.values[id] ?? 0;
  const name = attributeName(s, id);
  if (penalty === undefined || id !== s.campaign.fatigueAttribute) return `${name} ${value}`;
  return `${name} ${value - penalty.amount} (${value}, less ${penalty.words} while it is in hand)`;
}
