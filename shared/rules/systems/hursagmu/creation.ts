import { error, type Finding } from '../../core/findings';
import { tally, type BudgetItem } from '../../core/system';
import {
  availableGifts,
  availableTraits,
  otherChapterTrait,
  unknownGiftMessage,
  unknownTraitMessage,
  type GiftListing,
} from './catalog';
import { derive, type SheetBase } from './derive';
import { itemPrice, itemProblem } from './equipment';
import { formatCoins, traitCost } from './formulas';
import type { EquipmentItem, HursagmuCreation, HursagmuSettings } from './schemas';
import type { GiftSheet, HursagmuSheet, OtherChapterName } from './sheet';

const P = 'creation';

/** Cost of a gift: flat, or per limb. */
export function giftCost(g: Pick<GiftListing, 'cost' | 'perLimb'>, limbs: number | undefined): number {
  return g.perLimb ? g.cost * (limbs ?? 0) : g.cost;
}

/** Checks a gift choice; the problem as [code, field, sentence], or undefined. */
export function giftProblem(g: GiftListing, limbs: number | undefined): [string, string, string] | undefined {
  if (g.perLimb && limbs === undefined)
    return ['hursagmu.gift.limbs-missing', 'limbs', `${g.name} costs ${g.cost} per limb; say how many limbs.`];
  if (!g.perLimb && limbs !== undefined)
    return ['hursagmu.gift.limbs-not-needed', 'limbs', `${g.name} has no limbs to count; remove the number of limbs.`];
  return undefined;
}

/** Checks the rules every piece of equipment follows wherever it comes from; pushes findings. */
export function checkEquipment(
  items: readonly EquipmentItem[],
  path: (i: number) => string,
  findings: Finding[],
): void {
  const ids = new Set<string>();
  let armor = 0;
  let shields = 0;
  items.forEach((item, i) => {
    if (ids.has(item.id))
      findings.push(
        error(
          'hursagmu.equipment.duplicate',
          `${path(i)}.id`,
          `Two pieces of equipment share the id "${item.id}"; give each its own id.`,
        ),
      );
    ids.add(item.id);
    const problem = itemProblem(item);
    if (problem) findings.push(error(problem[0], `${path(i)}.${problem[1]}`, problem[2]));
    if (item.kind === 'armor' && ++armor === 2) {
      findings.push(
        error(
          'hursagmu.armor.more-than-one',
          path(i),
          'A character wears one suit of armor; drop the other before taking this one.',
        ),
      );
    }
    if (item.kind === 'shield' && ++shields === 2) {
      findings.push(
        error(
          'hursagmu.shield.more-than-one',
          path(i),
          'A character carries one shield; drop the other before taking this one.',
        ),
      );
    }
  });
}

/** The sheet a character starts play with, and every finding about the creation choices. */
export function createSheet(
  c: HursagmuCreation,
  settings: HursagmuSettings,
): { sheet: HursagmuSheet; findings: Finding[] } {
  const { sheet, findings } = createState(c, settings);
  return { sheet: derive(sheet), findings };
}

/** The state a character starts play with (what the ledger folds), and every finding about the creation choices. */
export function createState(
  c: HursagmuCreation,
  settings: HursagmuSettings,
): { sheet: SheetBase; findings: Finding[] } {
  const findings: Finding[] = [];
  const items: BudgetItem[] = [
    {
      label: 'Starting character points',
      amount: settings.startingCharacterPoints,
      path: 'settings.startingCharacterPoints',
    },
  ];
  const listing = availableTraits(settings);
  const limit = settings.maxStartingTraitLevel;

  const levels = new Map<string, number>();
  const otherChapterNames: OtherChapterName[] = [];
  for (const [id, level] of Object.entries(c.traits)) {
    const path = `${P}.traits.${id}`;
    let t = listing.find((x) => x.id === id);
    if (!t) {
      // The other chapter's name of a trait (Athlete for Athletics) counts as the campaign's trait, named once.
      const same = otherChapterTrait(id, settings, listing);
      if (same === undefined || c.traits[same.id] !== undefined) {
        findings.push(error('hursagmu.trait.unknown', path, unknownTraitMessage(id, settings)));
        continue;
      }
      t = same;
      otherChapterNames.push({ written: id, trait: same.id, path });
    }
    if (limit !== null && level > limit) {
      findings.push(
        error(
          'hursagmu.trait.above-start-limit',
          path,
          `The Master limits beginning traits to level ${limit}; ${t.name} can start at ${limit} at most and rise later with experience.`,
        ),
      );
    }
    levels.set(t.id, level);
    if (level > 0) items.push({ label: `${t.name} ${level}`, amount: -traitCost(level), path });
  }
  const traits = listing.map((t) => ({ id: t.id, name: t.name, campaign: t.campaign, level: levels.get(t.id) ?? 0 }));

  const gifts: GiftSheet[] = [];
  const offered = availableGifts(settings);
  c.gifts.forEach((choice, i) => {
    const path = `${P}.gifts.${i}`;
    const g = offered.find((x) => x.id === choice.gift);
    if (!g) {
      findings.push(error('hursagmu.gift.unknown', `${path}.gift`, unknownGiftMessage(choice.gift, settings)));
      return;
    }
    if (gifts.some((x) => x.id === g.id)) {
      findings.push(
        error(
          'hursagmu.gift.duplicate',
          `${path}.gift`,
          `A gift is all-or-nothing, so ${g.name} is chosen once${g.perLimb ? ', with every limb counted in it' : ''}; remove any second choice.`,
        ),
      );
      return;
    }
    const problem = giftProblem(g, choice.limbs);
    if (problem) findings.push(error(problem[0], `${path}.${problem[1]}`, problem[2]));
    const cost = giftCost(g, choice.limbs);
    const entry: GiftSheet = { id: g.id, name: g.name, cost };
    if (choice.limbs !== undefined) entry.limbs = choice.limbs;
    gifts.push(entry);
    items.push({ label: `Gift: ${g.name}${choice.limbs ? ` (${choice.limbs} limbs)` : ''}`, amount: -cost, path });
  });

  const { earned, spent } = tally(items);
  if (spent > earned) {
    findings.push(
      error(
        'hursagmu.cp.overspent',
        P,
        `Spending ${spent} character points of the ${earned} available is ${spent - earned} over; lower a trait or drop a gift.`,
      ),
    );
  }

  checkEquipment(c.equipment, (i) => `${P}.equipment.${i}`, findings);
  let price = 0;
  for (const item of c.equipment) price += itemPrice(item);
  const coins = settings.startingCoins - price;
  if (coins < 0) {
    findings.push(
      error(
        'hursagmu.coins.overspent',
        `${P}.equipment`,
        `Spending ${formatCoins(price)} on starting equipment of the ${formatCoins(settings.startingCoins)} the campaign gives is ${formatCoins(-coins)} over; leave something behind or choose cheaper gear.`,
      ),
    );
  }

  const fromCreation = Math.max(0, earned - spent);
  const sheet: SheetBase = {
    revised: settings.revisedEncounters,
    traits,
    gifts,
    damage: { stamina: 0, health: 0, sanity: 0 },
    equipment: c.equipment,
    coins,
    coinFlow: { starting: settings.startingCoins, equipment: price, earned: 0, spent: 0 },
    characterPoints: { starting: earned, spent, left: earned - spent },
    experience: { fromCreation, awarded: 0, earned: fromCreation, spent: 0, unspent: fromCreation },
    creationItems: items,
    otherChapterNames,
  };
  return { sheet, findings };
}
