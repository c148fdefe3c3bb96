import { applyByType } from '../../core/state';
import { error, type Finding } from '../../core/findings';
import type { Applied } from '../../core/system';
import { giftListing, otherChapterTrait, unknownGiftMessage } from './catalog';
import { giftCost, giftProblem, checkEquipment } from './creation';
import { rebase, type SheetBase } from './derive';
import { itemLabel, itemPrice } from './equipment';
import { formatCoins, raiseCost, toCopper } from './formulas';
import type { HursagmuEvent, HursagmuSettings } from './schemas';
import type { GiftSheet } from './sheet';
import { LIST_ITEMS, METRIC_NAMES } from './tables';

type Of<T extends HursagmuEvent['type']> = Extract<HursagmuEvent, { type: T }>;

function impossible(code: string, path: string, message: string): Applied<SheetBase> {
  return { findings: [error(code, path, message)] };
}

/** The experience totals after spending `cost`, reporting an error (not clamping) when too few are unspent. */
function spend(
  state: SheetBase,
  cost: number,
  path: string,
  what: string,
  findings: Finding[],
): SheetBase['experience'] {
  const x = state.experience;
  if (cost > x.unspent)
    findings.push(
      error(
        'hursagmu.xp.insufficient',
        path,
        `${what} costs ${cost} experience points but only ${x.unspent} are unspent; earn more experience first.`,
      ),
    );
  return experienceOf(x.fromCreation, x.awarded, x.spent + cost);
}

/** The experience totals from what creation left, what was awarded and what was spent. */
function experienceOf(fromCreation: number, awarded: number, spent: number): SheetBase['experience'] {
  const earned = fromCreation + awarded;
  return { fromCreation, awarded, earned, spent, unspent: earned - spent };
}

/** The purse after paying `cc`, reporting an error when it is too light. */
function pay(
  state: SheetBase,
  cc: number,
  path: string,
  what: string,
  findings: Finding[],
): Pick<SheetBase, 'coins' | 'coinFlow'> {
  if (cc > state.coins)
    findings.push(
      error(
        'hursagmu.coins.insufficient',
        path,
        `${what} costs ${formatCoins(cc)} but the purse holds ${formatCoins(state.coins)}; earn more or choose something cheaper.`,
      ),
    );
  return { coins: state.coins - cc, coinFlow: { ...state.coinFlow, spent: state.coinFlow.spent + cc } };
}

function award(state: SheetBase, e: Of<'award'>): Applied<SheetBase> {
  const x = state.experience;
  return {
    sheet: rebase(state, { experience: experienceOf(x.fromCreation, x.awarded + e.points, x.spent) }),
    findings: [],
  };
}

function raise(state: SheetBase, e: Of<'raise'>, path: string, settings: HursagmuSettings): Applied<SheetBase> {
  let index = state.traits.findIndex((t) => t.id === e.trait);
  let otherChapterNames = state.otherChapterNames;
  if (index < 0) {
    // A raise recorded under the other chapter's name (Athlete for Athletics) raises the campaign's trait.
    const same = otherChapterTrait(e.trait, settings);
    index = same === undefined ? -1 : state.traits.findIndex((t) => t.id === same.id);
    if (index >= 0)
      otherChapterNames = [...otherChapterNames, { written: e.trait, trait: same!.id, path: `${path}.trait` }];
  }
  const t = state.traits[index];
  if (!t)
    return impossible(
      'hursagmu.trait.unknown',
      `${path}.trait`,
      `This campaign has no trait "${e.trait}"; choose one of its traits, or ask The Master to add it.`,
    );
  if (e.to <= t.level)
    return impossible(
      'hursagmu.raise.not-higher',
      `${path}.to`,
      `${t.name} is already at level ${t.level}; a raise must name a higher level.`,
    );
  const findings: Finding[] = [];
  const cost = raiseCost(t.level, e.to);
  const experience = spend(state, cost, path, `Raising ${t.name} from ${t.level} to ${e.to}`, findings);
  const traits = state.traits.slice();
  traits[index] = { ...t, level: e.to };
  return { sheet: rebase(state, { traits, experience, otherChapterNames }), findings };
}

function gift(state: SheetBase, e: Of<'gift'>, path: string, settings: HursagmuSettings): Applied<SheetBase> {
  const g = giftListing(settings, e.gift);
  if (!g) return impossible('hursagmu.gift.unknown', `${path}.gift`, unknownGiftMessage(e.gift, settings));
  const had = state.gifts.findIndex((x) => x.id === g.id);
  if (had >= 0 && !g.perLimb)
    return impossible(
      'hursagmu.gift.already-has',
      `${path}.gift`,
      `The character already has ${g.name}; a gift is all-or-nothing.`,
    );
  const problem = giftProblem(g, e.limbs);
  if (problem) return impossible(problem[0], `${path}.${problem[1]}`, problem[2]);
  const findings: Finding[] = [];
  const cost = giftCost(g, e.limbs);
  const experience = spend(state, cost, path, `Buying the gift ${g.name}`, findings);
  const gifts = state.gifts.slice();
  if (had >= 0) {
    // More limbs for a character who already has some: the count and cost grow, the approval is the latest.
    const old = gifts[had]!;
    gifts[had] = {
      id: old.id,
      name: old.name,
      cost: old.cost + cost,
      limbs: (old.limbs ?? 0) + (e.limbs ?? 0),
      reason: e.reason,
    };
  } else {
    const entry: GiftSheet = { id: g.id, name: g.name, cost, reason: e.reason };
    if (e.limbs !== undefined) entry.limbs = e.limbs;
    gifts.push(entry);
  }
  return { sheet: rebase(state, { gifts, experience }), findings };
}

function damage(state: SheetBase, e: Of<'damage'>): Applied<SheetBase> {
  return {
    sheet: rebase(state, { damage: { ...state.damage, [e.metric]: state.damage[e.metric] + e.amount } }),
    findings: [],
  };
}

function recover(state: SheetBase, e: Of<'recover'>, path: string): Applied<SheetBase> {
  const taken = state.damage[e.metric];
  if (e.amount > taken) {
    return impossible(
      'hursagmu.recover.more-than-damage',
      `${path}.amount`,
      `${METRIC_NAMES[e.metric]} has ${taken} damage to recover, not ${e.amount}; record at most ${taken}.`,
    );
  }
  return { sheet: rebase(state, { damage: { ...state.damage, [e.metric]: taken - e.amount } }), findings: [] };
}

function acquire(state: SheetBase, e: Of<'acquire'>, path: string): Applied<SheetBase> {
  if (state.equipment.some((i) => i.id === e.item.id)) {
    return impossible(
      'hursagmu.equipment.duplicate',
      `${path}.item.id`,
      `The character already has equipment with the id "${e.item.id}"; give the new piece its own id.`,
    );
  }
  const findings: Finding[] = [];
  const equipment = [...state.equipment, e.item];
  checkEquipment(equipment, (i) => (i === equipment.length - 1 ? `${path}.item` : `equipment.${i}`), findings);
  // Only problems with the new item belong to this event; the rest were reported when they arose.
  const own = findings.filter((f) => f.path.startsWith(`${path}.item`));
  const purse = e.paid ? pay(state, itemPrice(e.item), path, `Buying ${itemLabel(e.item)}`, own) : {};
  return { sheet: rebase(state, { equipment, ...purse }), findings: own };
}

function drop(state: SheetBase, e: Of<'drop'>, path: string): Applied<SheetBase> {
  if (!state.equipment.some((i) => i.id === e.item))
    return impossible(
      'hursagmu.equipment.unknown',
      `${path}.item`,
      `The character has no equipment with the id "${e.item}"; check the id.`,
    );
  return { sheet: rebase(state, { equipment: state.equipment.filter((i) => i.id !== e.item) }), findings: [] };
}

function payFor(state: SheetBase, e: Of<'pay'>, path: string): Applied<SheetBase> {
  if ((e.amount === undefined) === (e.item === undefined)) {
    return impossible(
      'hursagmu.pay.amount-or-item',
      path,
      'A payment names either an amount of coins or an item from the price lists (with a quantity), not both or neither; correct the event.',
    );
  }
  if (e.amount !== undefined && e.quantity !== undefined)
    return impossible(
      'hursagmu.pay.quantity-not-needed',
      `${path}.quantity`,
      'A quantity goes with an item from the price lists; remove it from a payment of coins.',
    );
  if (e.amount === undefined && e.quantity === undefined)
    return impossible('hursagmu.pay.quantity-missing', `${path}.quantity`, 'Say how many of the item were paid for.');
  const findings: Finding[] = [];
  const listed = e.item === undefined ? undefined : LIST_ITEMS[e.item]!;
  const cc = listed ? listed.price * e.quantity! : toCopper(e.amount!);
  const what = listed ? `Paying for ${listed.name} x ${e.quantity}` : `Paying for ${e.for ?? 'this'}`;
  return { sheet: rebase(state, pay(state, cc, path, what, findings)), findings };
}

/** Coins gained. */
function earn(state: SheetBase, e: Of<'earn'>): Applied<SheetBase> {
  const cc = toCopper(e.amount);
  return {
    sheet: rebase(state, {
      coins: state.coins + cc,
      coinFlow: { ...state.coinFlow, earned: state.coinFlow.earned + cc },
    }),
    findings: [],
  };
}

/**
 * The character's trait names converted to the chapter the campaign plays: the other chapter's names written so far
 * (Athlete where the campaign plays the book's Athletics) stand from here on as the campaign's traits. A conversion
 * to the chapter the campaign does not play (its settings changed since) converts nothing.
 */
function traitNames(
  state: SheetBase,
  e: Of<'trait-names'>,
  _path: string,
  settings: HursagmuSettings,
): Applied<SheetBase> {
  if ((e.chapter === 'revised') !== settings.revisedEncounters || state.otherChapterNames.length === 0)
    return { sheet: state, findings: [] };
  return { sheet: rebase(state, { otherChapterNames: [] }), findings: [] };
}

/** Applies one event to a character's state; never mutates its inputs. */
export const applyHursagmuEvent = applyByType<SheetBase, HursagmuEvent, HursagmuSettings>({
  award,
  raise,
  gift,
  damage,
  recover,
  acquire,
  drop,
  pay: payFor,
  earn,
  'trait-names': traitNames,
});
