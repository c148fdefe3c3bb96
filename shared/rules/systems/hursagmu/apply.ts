import { error, type Finding } from '../../core/findings';
import type { Applied } from '../../core/system';
import { availableGifts, unknownGiftMessage } from './catalog';
import { giftCost, giftProblem, checkEquipment } from './creation';
import { change } from './derive';
import { itemLabel, itemPrice } from './equipment';
import { formatCoins, raiseCost, toCopper } from './formulas';
import type { HursagmuEvent, HursagmuSettings } from './schemas';
import type { GiftSheet, HursagmuSheet } from './sheet';
import { LIST_ITEMS, METRIC_NAMES } from './tables';

type Of<T extends HursagmuEvent['type']> = Extract<HursagmuEvent, { type: T }>;

function impossible(code: string, path: string, message: string): Applied<HursagmuSheet> {
  return { findings: [error(code, path, message)] };
}

/** The experience totals after spending `cost`, reporting an error (not clamping) when too few are unspent. */
function spend(sheet: HursagmuSheet, cost: number, path: string, what: string, findings: Finding[]): HursagmuSheet['experience'] {
  const x = sheet.experience;
  if (cost > x.unspent) findings.push(error('hursagmu.xp.insufficient', path, `${what} costs ${cost} experience points but only ${x.unspent} are unspent; earn more experience first.`));
  return { ...x, spent: x.spent + cost, unspent: x.unspent - cost };
}

/** The purse after paying `cc`, reporting an error when it is too light. */
function pay(sheet: HursagmuSheet, cc: number, path: string, what: string, findings: Finding[]): Pick<HursagmuSheet, 'coins' | 'coinFlow'> {
  if (cc > sheet.coins) findings.push(error('hursagmu.coins.insufficient', path, `${what} costs ${formatCoins(cc)} but the purse holds ${formatCoins(sheet.coins)}; earn more or choose something cheaper.`));
  return { coins: sheet.coins - cc, coinFlow: { ...sheet.coinFlow, spent: sheet.coinFlow.spent + cc } };
}

function award(sheet: HursagmuSheet, e: Of<'award'>): Applied<HursagmuSheet> {
  const x = sheet.experience;
  return { sheet: change(sheet, { experience: { ...x, awarded: x.awarded + e.points, earned: x.earned + e.points, unspent: x.unspent + e.points } }), findings: [] };
}

function raise(sheet: HursagmuSheet, e: Of<'raise'>, path: string): Applied<HursagmuSheet> {
  const index = sheet.traits.findIndex((t) => t.id === e.trait);
  const t = sheet.traits[index];
  if (!t) return impossible('hursagmu.trait.unknown', `${path}.trait`, `This campaign has no trait "${e.trait}"; choose one of its traits, or ask The Master to add it.`);
  if (e.to <= t.level) return impossible('hursagmu.raise.not-higher', `${path}.to`, `${t.name} is already at level ${t.level}; a raise must name a higher level.`);
  const findings: Finding[] = [];
  const cost = raiseCost(t.level, e.to);
  const experience = spend(sheet, cost, path, `Raising ${t.name} from ${t.level} to ${e.to}`, findings);
  const traits = sheet.traits.slice();
  traits[index] = { ...t, level: e.to };
  return { sheet: change(sheet, { traits, experience }), findings };
}

function gift(sheet: HursagmuSheet, e: Of<'gift'>, settings: HursagmuSettings, path: string): Applied<HursagmuSheet> {
  const g = availableGifts(settings).find((x) => x.id === e.gift);
  if (!g) return impossible('hursagmu.gift.unknown', `${path}.gift`, unknownGiftMessage(e.gift, settings));
  const had = sheet.gifts.findIndex((x) => x.id === g.id);
  if (had >= 0 && !g.perLimb) return impossible('hursagmu.gift.already-has', `${path}.gift`, `The character already has ${g.name}; a gift is all-or-nothing.`);
  const problem = giftProblem(g, e.limbs);
  if (problem) return impossible(problem[0], `${path}.${problem[1]}`, problem[2]);
  const findings: Finding[] = [];
  const cost = giftCost(g, e.limbs);
  const experience = spend(sheet, cost, path, `Buying the gift ${g.name}`, findings);
  const gifts = sheet.gifts.slice();
  if (had >= 0) {
    // More limbs for a character who already has some: the count and cost grow, the approval is the latest.
    const old = gifts[had]!;
    gifts[had] = { ...old, limbs: (old.limbs ?? 0) + (e.limbs ?? 0), cost: old.cost + cost, reason: e.reason };
  } else {
    const entry: GiftSheet = { id: g.id, name: g.name, cost, reason: e.reason };
    if (e.limbs !== undefined) entry.limbs = e.limbs;
    gifts.push(entry);
  }
  return { sheet: change(sheet, { gifts, experience }), findings };
}

function damage(sheet: HursagmuSheet, e: Of<'damage'>): Applied<HursagmuSheet> {
  return { sheet: change(sheet, { damage: { ...sheet.damage, [e.metric]: sheet.damage[e.metric] + e.amount } }), findings: [] };
}

function recover(sheet: HursagmuSheet, e: Of<'recover'>, path: string): Applied<HursagmuSheet> {
  const taken = sheet.damage[e.metric];
  if (e.amount > taken) {
    return impossible('hursagmu.recover.more-than-damage', `${path}.amount`, `${METRIC_NAMES[e.metric]} has ${taken} damage to recover, not ${e.amount}; record at most ${taken}.`);
  }
  return { sheet: change(sheet, { damage: { ...sheet.damage, [e.metric]: taken - e.amount } }), findings: [] };
}

function acquire(sheet: HursagmuSheet, e: Of<'acquire'>, path: string): Applied<HursagmuSheet> {
  if (sheet.equipment.some((i) => i.id === e.item.id)) {
    return impossible('hursagmu.equipment.duplicate', `${path}.item.id`, `The character already has equipment with the id "${e.item.id}"; give the new piece its own id.`);
  }
  const findings: Finding[] = [];
  const equipment = [...sheet.equipment, e.item];
  checkEquipment(equipment, (i) => (i === equipment.length - 1 ? `${path}.item` : `equipment.${i}`), findings);
  // Only problems with the new item belong to this event; the rest were reported when they arose.
  const own = findings.filter((f) => f.path.startsWith(`${path}.item`));
  const purse = e.paid ? pay(sheet, itemPrice(e.item), path, `Buying ${itemLabel(e.item)}`, own) : {};
  return { sheet: change(sheet, { equipment, ...purse }), findings: own };
}

function drop(sheet: HursagmuSheet, e: Of<'drop'>, path: string): Applied<HursagmuSheet> {
  if (!sheet.equipment.some((i) => i.id === e.item)) return impossible('hursagmu.equipment.unknown', `${path}.item`, `The character has no equipment with the id "${e.item}"; check the id.`);
  return { sheet: change(sheet, { equipment: sheet.equipment.filter((i) => i.id !== e.item) }), findings: [] };
}

function payFor(sheet: HursagmuSheet, e: Of<'pay'>, path: string): Applied<HursagmuSheet> {
  if ((e.amount === undefined) === (e.item === undefined)) {
    return impossible('hursagmu.pay.amount-or-item', path, 'A payment names either an amount of coins or an item from the price lists (with a quantity), not both or neither; correct the event.');
  }
  if (e.amount !== undefined && e.quantity !== undefined) return impossible('hursagmu.pay.quantity-not-needed', `${path}.quantity`, 'A quantity goes with an item from the price lists; remove it from a payment of coins.');
  if (e.amount === undefined && e.quantity === undefined) return impossible('hursagmu.pay.quantity-missing', `${path}.quantity`, 'Say how many of the item were paid for.');
  const findings: Finding[] = [];
  const listed = e.item === undefined ? undefined : LIST_ITEMS[e.item]!;
  const cc = listed ? listed.price * e.quantity! : toCopper(e.amount!);
  const what = listed ? `Paying for ${listed.name} x ${e.quantity}` : `Paying for ${e.for ?? 'this'}`;
  return { sheet: change(sheet, pay(sheet, cc, path, what, findings)), findings };
}

/** Coins gained. */
function earn(sheet: HursagmuSheet, cc: number): HursagmuSheet {
  return change(sheet, { coins: sheet.coins + cc, coinFlow: { ...sheet.coinFlow, earned: sheet.coinFlow.earned + cc } });
}

/** Applies one event to a sheet; never mutates its inputs. */
export function applyHursagmuEvent(sheet: HursagmuSheet, event: HursagmuEvent, settings: HursagmuSettings, path: string): Applied<HursagmuSheet> {
  switch (event.type) {
    case 'award':
      return award(sheet, event);
    case 'raise':
      return raise(sheet, event, path);
    case 'gift':
      return gift(sheet, event, settings, path);
    case 'damage':
      return damage(sheet, event);
    case 'recover':
      return recover(sheet, event, path);
    case 'acquire':
      return acquire(sheet, event, path);
    case 'drop':
      return drop(sheet, event, path);
    case 'pay':
      return payFor(sheet, event, path);
    case 'earn':
      return { sheet: earn(sheet, toCopper(event.amount)), findings: [] };
  }
}
