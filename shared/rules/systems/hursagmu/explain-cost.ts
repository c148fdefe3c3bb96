import {
  explainByApplying,
  type BookRefusals,
  type BookSource,
  type CostExplanation,
  type PriceRule,
} from '../../core/explain';
import { applyHursagmuEvent } from './apply';
import {
  HURSAGMU_ARMOR_ROWS,
  HURSAGMU_BOOK as B,
  HURSAGMU_COST_ROWS,
  HURSAGMU_GIFT_COSTS,
  HURSAGMU_LIST_ROWS,
  HURSAGMU_SIZE_ROWS,
} from './book';
import { giftListing, otherChapterTrait } from './catalog';
import type { SheetBase } from './derive';
import { itemLabel, itemPrice } from './equipment';
import { formatCoins, toCopper, traitCost } from './formulas';
import { parseHursagmuEvent } from './parse';
import type { HursagmuPurchase } from './preview';
import { HURSAGMU_READINGS as R } from './readings';
import type { EquipmentItem, HursagmuEvent, HursagmuSettings } from './schemas';
import { LIST_ITEMS, METRIC_NAMES, TRAIT_COST_TABLE } from './tables';

/* The price of each HURSAGMU purchase in experience points, explained from the book's cost chart and gift costs. */

type Of<T extends HursagmuEvent['type']> = Extract<HursagmuEvent, { type: T }>;

/** Experience points as the budget names them: "1 point", "4 points". */
const points = (n: number) => `${n} point${n === 1 ? '' : 's'}`;

/** The book's rules that refuse a purchase, by the finding that reports them. */
const REFUSALS: BookRefusals = {
  'hursagmu.gift.already-has': [B.gifts],
  'hursagmu.gift.limbs-missing': [HURSAGMU_GIFT_COSTS['extra-limbs']!],
};

const price = (p: PriceRule): PriceRule => p;

/** The chart's row for a level, or the chart's formula past level 12. */
function costSource(level: number): BookSource {
  return HURSAGMU_COST_ROWS[level] ?? B.costFormula;
}

/** "cost(7) = 12": a level's cost as the chart gives it, or worked out from cost(L - 2) past the chart. */
export function costWords(level: number): string {
  if (level < TRAIT_COST_TABLE.length) return `cost(${level}) = ${traitCost(level)}`;
  return `cost(${level}) = 2 x cost(${level - 2}) = 2 x ${traitCost(level - 2)} = ${traitCost(level)}`;
}

function raisePrice(state: SheetBase, e: Of<'raise'>, settings: HursagmuSettings): PriceRule {
  const same = otherChapterTrait(e.trait, settings);
  const t =
    state.traits.find((x) => x.id === e.trait) ??
    (same === undefined ? undefined : state.traits.find((x) => x.id === same.id));
  if (!t) return price({ what: `Raise "${e.trait}"`, rule: 'no such trait', amount: 0, sources: [B.costChart] });
  const what = `Raise ${t.name} from ${t.level} to ${e.to}`;
  if (e.to <= t.level) return price({ what, rule: 'not higher', amount: 0, sources: [B.costChart], reading: R.raise });
  const cost = traitCost(e.to) - traitCost(t.level);
  const beyond = e.to >= TRAIT_COST_TABLE.length ? [B.fractions, B.openEnded] : [];
  return price({
    what,
    rule: `the cost chart’s ${costWords(e.to)} less ${costWords(t.level)} already spent: ${traitCost(e.to)} - ${traitCost(t.level)} = ${cost}`,
    amount: cost,
    sources: [B.experienceRaises, B.costChart, costSource(e.to), costSource(t.level), B.costExample, ...beyond],
    settings: t.campaign ? ['settings.addedTraits'] : [],
    reading: R.raise,
  });
}

/** Where a gift's cost comes from: the book's section, the project's reading (Intuition) or the campaign's list. */
export function giftSource(
  id: string,
  settings: HursagmuSettings,
): { sources: BookSource[]; settings: string[]; whose: string; reading?: string } {
  const book = HURSAGMU_GIFT_COSTS[id];
  if (book) return { sources: [book], settings: [], whose: 'the book’s cost' };
  if (id === 'intuition')
    return {
      sources: [B.intuition],
      settings: ['settings.revisedEncounters'],
      whose: 'the project’s cost, the revised chapter giving none',
      reading: R.intuition,
    };
  const index = settings.addedGifts.findIndex((g) => g.id === id);
  return {
    sources: [B.giftsAddDrop, B.inventGifts],
    settings: [`settings.addedGifts.${index}.cost`],
    whose: 'this campaign’s house rule: a gift the campaign adds at a cost it sets; the book has no such gift',
  };
}

function giftPrice(e: Of<'gift'>, settings: HursagmuSettings): PriceRule {
  const g = giftListing(settings, e.gift);
  if (!g) return price({ what: `Gift "${e.gift}"`, rule: 'no such gift', amount: 0, sources: [B.gifts] });
  const from = giftSource(g.id, settings);
  const limbs = e.limbs ?? 0;
  const rule = g.perLimb
    ? `${g.cost} a limb (${from.whose}) x ${limbs} limb${limbs === 1 ? '' : 's'} = ${g.cost * limbs}`
    : `a flat ${g.cost} (${from.whose})`;
  return price({
    what: `Buy the gift ${g.name}`,
    rule,
    amount: g.perLimb ? g.cost * limbs : g.cost,
    sources: [B.experienceGifts, B.gifts, ...from.sources],
    settings: from.settings,
    reading: from.reading ?? R.giftByExperience,
  });
}

/** The book's row for what an item costs, where the book prints one. */
export function itemSources(item: EquipmentItem): { sources: BookSource[]; reading?: string } {
  switch (item.kind) {
    case 'weapon':
      return {
        sources: [HURSAGMU_SIZE_ROWS[item.size], B.warPrice, B.crossbowPrice],
        reading: item.size === 'small' ? R.smallWeapon : R.weaponPrice,
      };
    case 'armor': {
      const row = HURSAGMU_ARMOR_ROWS[item.points];
      return row ? { sources: [row] } : { sources: [], reading: R.armorRows };
    }
    case 'shield':
      return { sources: [B.shieldPrice] };
    case 'focus':
      return { sources: [B.focusMade], reading: R.focus };
    case 'gear':
      return { sources: HURSAGMU_LIST_ROWS[item.item] ? [HURSAGMU_LIST_ROWS[item.item]!] : [] };
  }
}

function acquirePrice(e: Of<'acquire'>): PriceRule {
  const label = itemLabel(e.item);
  const from = itemSources(e.item);
  const paid = e.paid
    ? `paid from the purse, ${formatCoins(itemPrice(e.item))}, not with experience`
    : 'gained without paying, and equipment is never paid with experience';
  return price({
    what: `Acquire ${label}`,
    rule: paid,
    amount: 0,
    sources: [B.pricesInCopper, ...from.sources],
    ...(from.reading === undefined ? {} : { reading: from.reading }),
  });
}

function coinsPrice(e: Of<'pay' | 'earn'>): PriceRule {
  if (e.type === 'earn')
    return price({
      what: `Earn ${formatCoins(toCopper(e.amount))}`,
      rule: 'coins go to the purse, not experience',
      amount: 0,
      sources: [B.coins],
    });
  const listed = e.item === undefined ? undefined : LIST_ITEMS[e.item];
  const cc = listed ? listed.price * (e.quantity ?? 0) : toCopper(e.amount ?? {});
  const row = e.item === undefined ? undefined : HURSAGMU_LIST_ROWS[e.item];
  return price({
    what: listed ? `Pay for ${listed.name} x ${e.quantity ?? 0}` : `Pay ${formatCoins(cc)}`,
    rule: `${formatCoins(cc)} from the purse, not experience`,
    amount: 0,
    sources: row ? [B.pricesInCopper, row] : [B.coins],
  });
}

/** The price of one purchase by the book's rules, before it is applied. */
function priceOf(state: SheetBase, e: HursagmuEvent, settings: HursagmuSettings): PriceRule {
  switch (e.type) {
    case 'award':
      return price({
        what: `An award of ${points(e.points)}`,
        rule: 'The Master gives experience points',
        amount: -e.points,
        sources: [B.experienceGiven],
      });
    case 'raise':
      return raisePrice(state, e, settings);
    case 'gift':
      return giftPrice(e, settings);
    case 'acquire':
      return acquirePrice(e);
    case 'pay':
    case 'earn':
      return coinsPrice(e);
    case 'damage':
    case 'recover':
      return price({
        what: `${e.type === 'damage' ? 'Damage' : 'Recovery'} of ${e.amount} ${METRIC_NAMES[e.metric]}`,
        rule: 'a damage metric changes, not experience',
        amount: 0,
        sources: [B.metrics],
        ...(e.type === 'recover' ? { reading: R.recovery } : {}),
      });
    case 'drop':
      return price({ what: 'Drop equipment', rule: 'nothing is paid', amount: 0, sources: [B.pricesInCopper] });
    case 'trait-names':
      return price({
        what: 'Convert the trait names',
        rule: 'the same traits under the chapter’s names, nothing is paid',
        amount: 0,
        sources: [B.traitsAddDrop],
        settings: ['settings.revisedEncounters'],
        reading: R.otherChapterNames,
      });
  }
}

/** The price of one purchase for this character now, in experience points, explained from the book. */
export const explainHursagmuCost = (
  state: SheetBase,
  purchase: HursagmuPurchase,
  settings: HursagmuSettings,
): CostExplanation =>
  explainByApplying(
    { parseEvent: parseHursagmuEvent, apply: applyHursagmuEvent, priceOf: priceOf, format: points, refusals: REFUSALS },
    state,
    purchase,
    settings,
  );
