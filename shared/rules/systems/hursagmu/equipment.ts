import { armorName, armorPrice, armorProblem, armorWeight, focusLevels, focusWeight } from './formulas';
import type { EquipmentItem } from './schemas';
import { LIST_ITEMS, SHIELDS, WEAPON_SIZES } from './tables';
import { weaponPrice, weaponProblem } from './weapons';

type Weapon = Extract<EquipmentItem, { kind: 'weapon' }>;

/** The units of the price lists that do not take an "s": "changes of clothes", "square inches". */
const IRREGULAR_UNITS: Readonly<Record<string, string>> = {
  'change of clothes': 'changes of clothes',
  'square inch': 'square inches',
};

/** A price list's unit for a quantity: "1 meal", "2 meals", "3 changes of clothes". */
export function unitsOf(unit: string, quantity: number): string {
  return quantity === 1 ? unit : (IRREGULAR_UNITS[unit] ?? `${unit}s`);
}

/** The builder's options of a weapon item, with absent flags off. */
export function weaponOptions(w: Weapon) {
  return {
    size: w.size,
    throwable: !!w.throwable,
    missile: !!w.missile,
    mechanical: !!w.mechanical,
    warOnly: !!w.warOnly,
  };
}

/** Price of an item in cc: built weapons by the book's pricing, armor by points, list items times quantity. Foci have no price in the book. */
export function itemPrice(item: EquipmentItem): number {
  switch (item.kind) {
    case 'weapon':
      return weaponPrice(weaponOptions(item));
    case 'armor':
      return armorPrice(item.points);
    case 'shield':
      return SHIELDS[item.material].price;
    case 'focus':
      return 0;
    case 'gear':
      return LIST_ITEMS[item.item]!.price * item.quantity;
  }
}

/** Weight of an item in pounds (an immobile focus is not carried, so 0). */
export function itemWeight(item: EquipmentItem): number {
  switch (item.kind) {
    case 'weapon':
      return WEAPON_SIZES[item.size].weight;
    case 'armor':
      return armorWeight(item.points);
    case 'shield':
      return SHIELDS[item.material].weight;
    case 'focus':
      return focusWeight(item.length) ?? 0;
    case 'gear':
      return LIST_ITEMS[item.item]!.weight * item.quantity;
  }
}

/** A short label for messages and the budget, e.g. "Sword (medium weapon)". */
export function itemLabel(item: EquipmentItem): string {
  switch (item.kind) {
    case 'weapon':
      return `${item.name} (${item.size} weapon)`;
    case 'armor':
      return `${item.name ?? armorName(item.points) ?? 'armor'} (${item.points} point${item.points === 1 ? '' : 's'})`;
    case 'shield':
      return SHIELDS[item.material].name;
    case 'focus':
      return `${item.name} (focus)`;
    case 'gear': {
      const l = LIST_ITEMS[item.item]!;
      return `${l.name} x ${item.quantity}${l.unit ? ` ${unitsOf(l.unit, item.quantity)}` : ''}`;
    }
  }
}

/** What is wrong with an item as built, as [code, field, sentence], or undefined. */
export function itemProblem(item: EquipmentItem): [string, string, string] | undefined {
  if (item.kind === 'weapon') {
    const problem = weaponProblem(weaponOptions(item), item.name);
    if (problem) return ['hursagmu.weapon.invalid', 'throwable', problem];
  }
  if (item.kind === 'armor') {
    const problem = armorProblem(item.points);
    if (problem) return ['hursagmu.armor.too-heavy', 'points', problem];
  }
  if (item.kind === 'focus') {
    const levels = focusLevels(item.length);
    if (item.power + item.negation !== levels) {
      return [
        'hursagmu.focus.levels',
        'power',
        `${item.name} is ${item.length} ft long, which gives ${levels} levels (8 at two feet, +2 per doubling), but power ${item.power} and negation ${item.negation} make ${item.power + item.negation}; divide exactly ${levels} between them.`,
      ];
    }
  }
  return undefined;
}
