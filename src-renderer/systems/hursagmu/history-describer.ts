import type { LedgerEvent } from '../../../shared/model';
import {
  bookTraitName,
  chapterWords,
  formatCoins,
  GIFTS,
  INTUITION_GIFT,
  itemLabel,
  itemPrice,
  LIST_ITEMS,
  METRIC_NAMES,
  METRICS,
  toCopper,
  unitsOf,
} from '../../../shared/rules/systems/hursagmu';
import type { EquipmentItem, HursagmuSheet, MetricStatus, TraitSheet } from '../../../shared/rules/systems/hursagmu';
import { capitalise, countOf, figure, signed, tenths } from '../../base/format';
import type { HistoryDescriber } from '../../contract/history-describer';
import { experiencePoints } from './points';
import { joinNames } from './print/print-words';
import { otherNamesPhrase } from './controls/format';

/** The words a player uses for each damage state ("TRAITS" > Cost). */
const STATUS_WORDS: Record<MetricStatus, string> = {
  well: 'well',
  'barely-conscious': 'barely conscious',
  'knocked-out': 'knocked out',
  incapacitated: 'incapacitated',
  dead: 'dead',
  raving: 'a raving lunatic',
  catatonic: 'catatonic',
};

const ENCUMBRANCE_WORDS: Record<HursagmuSheet['encumbrance']['level'], string> = {
  none: 'none',
  heavy: 'heavy',
  'very-heavy': 'very heavy',
  immobile: 'cannot move',
};

function metricName(id: unknown): string {
  return typeof id === 'string' && id in METRIC_NAMES ? METRIC_NAMES[id as keyof typeof METRIC_NAMES] : String(id);
}

/** A trait's name on the sheet, or its id when the campaign does not have it (a rejected entry). */
function traitName(sheet: HursagmuSheet | undefined, id: unknown): string {
  return (
    sheet?.traits.find((t) => t.id === id)?.name ??
    (typeof id === 'string' ? bookTraitName(id) : undefined) ??
    String(id)
  );
}

/** A gift's name: from the sheet (more limbs), the book's list, or its id for a campaign's own gift not yet taken. */
function giftName(sheet: HursagmuSheet | undefined, id: unknown): string {
  const had = sheet?.gifts.find((g) => g.id === id)?.name;
  if (had) return had;
  if (id === 'intuition') return INTUITION_GIFT.name;
  return (typeof id === 'string' ? GIFTS[id]?.name : undefined) ?? String(id);
}

/** "3 sc" for coins given as gold, silver and copper. */
function coinsText(amount: unknown): string {
  if (typeof amount !== 'object' || amount === null) return 'coins';
  return formatCoins(toCopper(amount as { gc?: number; sc?: number; cc?: number }));
}

/** "Sword (medium weapon)", or the id when the item cannot be read. */
function equipmentLabel(item: unknown): string {
  try {
    return itemLabel(item as EquipmentItem);
  } catch {
    return typeof item === 'object' && item !== null && 'id' in item
      ? String((item as { id: unknown }).id)
      : 'a piece of equipment';
  }
}

function describeAcquire(e: Record<string, unknown>): string {
  const label = equipmentLabel(e.item);
  if (!e.paid) return `Gained ${label}, not paid for`;
  try {
    return `Bought ${label} for ${formatCoins(itemPrice(e.item as EquipmentItem))}`;
  } catch {
    return `Bought ${label}`;
  }
}

function describePay(e: Record<string, unknown>): string {
  const listed = typeof e.item === 'string' ? LIST_ITEMS[e.item] : undefined;
  if (listed) {
    const quantity = typeof e.quantity === 'number' ? e.quantity : 1;
    return `Paid ${formatCoins(listed.price * quantity)} for ${listed.name} x ${quantity}${listed.unit ? ` ${unitsOf(listed.unit, quantity)}` : ''}`;
  }
  return `Paid ${coinsText(e.amount)}${typeof e.for === 'string' ? ` for ${e.for}` : ''}`;
}

/**
 * Trait rolls that moved while the level stayed, grouped by how much, so
 * that putting on armor reads as one line ("Acrobatics, Climbing and
 * Stealth -3 to the roll") rather than one per trait.
 */
function rollChanges(before: readonly TraitSheet[], after: readonly TraitSheet[]): string[] {
  const groups = new Map<string, string[]>();
  for (const t of after) {
    const old = before.find((x) => x.id === t.id);
    if (!old || old.level !== t.level || old.value === t.value) continue;
    let key: string;
    if (t.value === null) key = 'cannot be used: carrying as much as can be lifted';
    else if (old.value === null) key = `usable again at ${t.value}`;
    else key = `${signed(t.value - old.value)} to the roll`;
    groups.set(key, [...(groups.get(key) ?? []), t.name]);
  }
  // Zero Stamina moves every roll at once; naming all the traits would bury the line.
  return [...groups].map(
    ([key, names]) => `${names.length === after.length && names.length > 1 ? 'Every trait' : joinNames(names)} ${key}`,
  );
}

function metricChanges(before: HursagmuSheet, after: HursagmuSheet): string[] {
  const out: string[] = [];
  for (const m of METRICS) {
    const a = before.metrics[m];
    const b = after.metrics[m];
    if (a.max !== b.max) out.push(`${METRIC_NAMES[m]} maximum ${a.max} → ${b.max}`);
    if (a.current !== b.current)
      out.push(
        `${METRIC_NAMES[m]} ${a.current} → ${b.current}${a.status !== b.status ? ` (${STATUS_WORDS[b.status]})` : ''}`,
      );
  }
  return out;
}

function equipmentChanges(before: HursagmuSheet, after: HursagmuSheet): string[] {
  const out: string[] = [];
  for (const item of after.equipment)
    if (!before.equipment.some((i) => i.id === item.id)) out.push(`${itemLabel(item)} gained`);
  for (const item of before.equipment)
    if (!after.equipment.some((i) => i.id === item.id)) out.push(`${itemLabel(item)} gone`);
  for (const w of after.weapons) {
    const old = before.weapons.find((x) => x.id === w.id);
    if (old && old.totalDamage !== w.totalDamage) out.push(`${w.name} damage ${old.totalDamage} → ${w.totalDamage}`);
  }
  return out;
}

function loadChanges(before: HursagmuSheet, after: HursagmuSheet): string[] {
  const out: string[] = [];
  if (before.lift !== after.lift) out.push(`Lift ${tenths(before.lift)} → ${tenths(after.lift)} lb`);
  if (before.carried !== after.carried) out.push(`Carried ${tenths(before.carried)} → ${tenths(after.carried)} lb`);
  if (before.encumbrance.level !== after.encumbrance.level) {
    out.push(
      `Encumbrance ${ENCUMBRANCE_WORDS[before.encumbrance.level]} → ${ENCUMBRANCE_WORDS[after.encumbrance.level]}`,
    );
  }
  if (before.movement !== after.movement) out.push(`Movement ${before.movement} → ${after.movement} spaces`);
  return out;
}

/** Puts each HURSAGMU ledger event and its effect on the sheet into words, the core's creation entries included. */
export const hursagmuHistoryDescriber: HistoryDescriber<HursagmuSheet> = {
  gameMaster: 'The Master',
  describe(event: LedgerEvent, before: HursagmuSheet | undefined): string {
    const e = event as LedgerEvent & Record<string, unknown>;
    switch (e.type) {
      case 'award':
        return `Awarded ${typeof e.points === 'number' ? experiencePoints(e.points) : `${String(e.points)} experience points`}`;
      case 'raise': {
        const from = before?.traits.find((t) => t.id === e.trait)?.level;
        return `Raised ${traitName(before, e.trait)}${from === undefined ? '' : ` from ${from}`} to ${String(e.to)}`;
      }
      case 'gift': {
        const name = giftName(before, e.gift);
        const limbs = typeof e.limbs === 'number' ? ` (${countOf(e.limbs, 'limb', 'limbs')})` : '';
        return `Took the gift ${name}${limbs}, approved by The Master: ${String(e.reason)}`;
      }
      case 'damage':
        return `Took ${String(e.amount)} ${metricName(e.metric)} damage`;
      case 'recover':
        return `Recovered ${String(e.amount)} ${metricName(e.metric)}`;
      case 'acquire':
        return describeAcquire(e);
      case 'drop': {
        const item = before?.equipment.find((i) => i.id === e.item);
        return `Dropped ${item ? itemLabel(item) : String(e.item)}`;
      }
      case 'pay':
        return describePay(e);
      case 'earn':
        return `Earned ${coinsText(e.amount)}${typeof e.from === 'string' ? ` from ${e.from}` : ''}`;
      case 'trait-names': {
        const names = before && before.otherChapterNames.length > 0 ? `: ${otherNamesPhrase(before)}` : '';
        return `Trait names converted to those of ${chapterWords(e.chapter === 'revised')}${names}`;
      }
      default:
        return capitalise(e.type.replace(/-/g, ' '));
    }
  },

  changes(before: HursagmuSheet, after: HursagmuSheet): string[] {
    const out: string[] = [];
    for (const t of after.traits) {
      const old = before.traits.find((x) => x.id === t.id);
      if (old && old.level !== t.level) out.push(`${t.name} ${old.level} → ${t.level}`);
    }
    out.push(...rollChanges(before.traits, after.traits));
    for (const g of after.gifts) {
      const old = before.gifts.find((x) => x.id === g.id);
      if (!old) out.push(`Gift ${g.name}${g.limbs === undefined ? '' : ` (${g.limbs} limbs)`}`);
      else if (old.limbs !== g.limbs) out.push(`${g.name} ${old.limbs ?? 0} → ${g.limbs ?? 0} limbs`);
    }
    out.push(...metricChanges(before, after), ...equipmentChanges(before, after), ...loadChanges(before, after));
    if (before.experience.unspent !== after.experience.unspent)
      out.push(`Experience unspent ${figure(before.experience.unspent)} → ${figure(after.experience.unspent)}`);
    if (before.coins !== after.coins) out.push(`Purse ${formatCoins(before.coins)} → ${formatCoins(after.coins)}`);
    return out;
  },
};
