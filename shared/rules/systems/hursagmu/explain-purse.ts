import type { BookSource, CostExplanation } from '../../core/explain';
import { HURSAGMU_BOOK as B } from './book';
import { createSheet } from './creation';
import { itemLabel, itemPrice, unitsOf, weaponOptions } from './equipment';
import { itemSources } from './explain-cost';
import { defaultSettings, whose } from './explain-words';
import { armorPrice, formatCoins } from './formulas';
import { HURSAGMU_READINGS as R } from './readings';
import type { EquipmentItem, HursagmuCreation, HursagmuSettings } from './schemas';
import {
  ARMOR_TABLE,
  LIST_ITEMS,
  MECHANICAL_PRICE_FACTOR,
  MISSILE_PRICE_FACTOR,
  SHIELDS,
  WAR_PRICE_FACTOR,
  WEAPON_SIZE_PRICE,
} from './tables';

/*
 * The builder's coin prices explained: starting equipment is bought from the campaign's starting coins, so a change
 * to it is explained piece by piece, each at its price by the book's table row (the same rows the Advance page quotes
 * for a purchase, `itemSources` in explain-cost.ts), and by what the purse holds after it against the starting coins.
 * The price the explanation ends with is the builder's own: the coins the creation leaves before the change less
 * after it.
 */

const LIST_NAMES = { gear: 'Gear', food: 'Food', clothing: 'Clothing', shelter: 'Shelter' } as const;

const points = (n: number) => `${n} point${n === 1 ? '' : 's'}`;

/** A weapon's price by the weapon builder: its size's price, then each factor of ten ("medium 200 cc x10 made only for war"). */
function weaponWords(item: Extract<EquipmentItem, { kind: 'weapon' }>): string {
  const o = weaponOptions(item);
  const parts = [`the weapon builder’s ${o.size} ${WEAPON_SIZE_PRICE[o.size]} cc`];
  if (o.missile) parts.push(`x${MISSILE_PRICE_FACTOR} missile`);
  if (o.mechanical) parts.push(`x${MECHANICAL_PRICE_FACTOR} mechanical`);
  else if (o.warOnly) parts.push(`x${WAR_PRICE_FACTOR} made only for war`);
  return parts.join(' ');
}

/** Armor by the Armor table's row for its points, or past the table twice the price of a point less. */
function armorWords(pointsOf: number): string {
  const row = ARMOR_TABLE[pointsOf - 1];
  if (row) return `the Armor table’s row for ${points(pointsOf)}, ${row.price} cc`;
  return `past the Armor table, twice the price of ${points(pointsOf - 1)}: 2 x ${armorPrice(pointsOf - 1)} cc`;
}

/**
 * One piece's price in words by the book's table row, ending with the price: "the Gear list’s 200 cc x 1 = 2 gc",
 * "the weapon builder’s medium 200 cc x10 made only for war = 20 gc", "the Armor table’s row for 1 point, 100 cc = 1 gc".
 */
export function itemPriceWords(item: EquipmentItem): string {
  const total = formatCoins(itemPrice(item));
  switch (item.kind) {
    case 'gear': {
      const l = LIST_ITEMS[item.item]!;
      const per = l.unit ? ` per ${l.unit}` : '';
      const many = l.unit ? ` ${unitsOf(l.unit, item.quantity)}` : '';
      return `the ${LIST_NAMES[l.list]} list’s ${l.price} cc${per} x ${item.quantity}${many} = ${total}`;
    }
    case 'weapon':
      return `${weaponWords(item)} = ${total}`;
    case 'armor':
      return `${armorWords(item.points)} = ${total}`;
    case 'shield':
      return `a ${item.material} shield, ${SHIELDS[item.material].price} cc = ${total}`;
    case 'focus':
      return `made, not bought: the book gives a focus no price = ${total}`;
  }
}

/**
 * A piece's sources: the book's rule that prices are in copper, then its own table row (for a weapon, the book's
 * worked sword and crossbow too); and its reading, if any.
 */
function pieceSources(item: EquipmentItem): { sources: BookSource[]; reading?: string } {
  const own = itemSources(item);
  const examples = item.kind === 'weapon' ? [B.swordPrice] : [];
  return { ...own, sources: [B.pricesInCopper, ...own.sources, ...examples] };
}

/** One piece the change moves: added (only `after`), taken back (only `before`), or changed (both). */
interface PieceChange {
  before?: EquipmentItem;
  after?: EquipmentItem;
}

/** The pieces that differ between two lists of starting equipment, paired by id: added and changed, then taken back. */
function pieceChanges(current: readonly EquipmentItem[], next: readonly EquipmentItem[]): PieceChange[] {
  const was = new Map(current.map((e) => [e.id, e]));
  const changes: PieceChange[] = [];
  for (const after of next) {
    const before = was.get(after.id);
    if (before === undefined) changes.push({ after });
    else if (JSON.stringify(before) !== JSON.stringify(after)) changes.push({ before, after });
  }
  const kept = new Set(next.map((e) => e.id));
  for (const before of current) if (!kept.has(before.id)) changes.push({ before });
  return changes;
}

/** A piece's change in words: "Chest x 2: the Gear list’s …, in place of Chest x 1: …". */
function pieceWords({ before, after }: PieceChange): string {
  if (after === undefined) return `${itemLabel(before!)}, bought at ${itemPriceWords(before!)}, is taken back`;
  const now = `${itemLabel(after)}: ${itemPriceWords(after)}`;
  return before === undefined ? now : `${now}, in place of ${itemLabel(before)}: ${itemPriceWords(before)}`;
}

/** What the purse holds after the change, against the campaign's starting coins (a house rule said to be one). */
function purseWords(creation: HursagmuCreation, settings: HursagmuSettings): string {
  const { coins, coinFlow } = createSheet(creation, settings).sheet;
  const setting = `settings.startingCoins; ${whose(settings, 'startingCoins', formatCoins(defaultSettings().startingCoins))}`;
  const left = coins >= 0 ? `${formatCoins(coins)} left` : `${formatCoins(-coins)} over, a rule error`;
  return `the purse: starting coins ${formatCoins(coinFlow.starting)} (${setting}) - starting equipment ${formatCoins(coinFlow.equipment)} = ${left}`;
}

/** "costs 2 gc", "gives back 2 gc", "costs nothing": what a change does to the purse, where the builder gives no words. */
const purseChangeWords = (cc: number) =>
  cc === 0 ? 'costs nothing' : cc < 0 ? `gives back ${formatCoins(-cc)}` : `costs ${formatCoins(cc)}`;

/**
 * Why a change to the starting equipment costs what the builder says (`what` words the change: "Buy 1 × Chest"):
 * each piece it adds, takes back or changes at its price by the book's table row, and the purse after it against the
 * campaign's starting coins; the formula ends with the coins it spends (positive) or gives back (negative), in
 * `words` where the builder words its prices its own way.
 */
export function explainEquipmentChange(
  current: HursagmuCreation,
  next: HursagmuCreation,
  settings: HursagmuSettings,
  what: string,
  words: (cc: number) => string = purseChangeWords,
): CostExplanation {
  const changes = pieceChanges(current.equipment, next.equipment);
  const amount = createSheet(current, settings).sheet.coins - createSheet(next, settings).sheet.coins || 0;
  const pieces = changes.flatMap((c) => [c.after, c.before].flatMap((i) => (i ? [pieceSources(i)] : [])));
  const sources = [B.pricesInCopper, ...pieces.flatMap((p) => p.sources), B.coins].filter(
    (s, i, all) => all.findIndex((o) => o.seed === s.seed && o.quote === s.quote) === i,
  );
  const readings = [...new Set([...pieces.flatMap((p) => (p.reading ? [p.reading] : [])), R.startingCoins])];
  const moved = changes.length === 0 ? 'no piece of equipment changes' : changes.map(pieceWords).join('; ');
  return {
    formula: `${what}: ${moved}; ${purseWords(next, settings)} → ${words(amount)}`,
    settings: ['settings.startingCoins'],
    sources,
    reading: readings.join(' '),
    amount,
  };
}
