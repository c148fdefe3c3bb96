import type { BudgetItem } from '../../core/system';
import type { BookSource, PriceRule, ValueExplanation } from '../../core/explain';
import { HURSAGMU_BOOK as B, HURSAGMU_GIFT_COSTS } from './book';
import { availableGifts, availableTraits, otherChapterTrait, type GiftListing } from './catalog';
import { costWords, giftSource } from './explain-cost';
import { defaultSettings, explained, whose } from './explain-words';
import { formatCoins, traitCost } from './formulas';
import { HURSAGMU_READINGS as R } from './readings';
import type { HursagmuSettings } from './schemas';
import type { HursagmuSheet } from './sheet';
import { costSources } from './explain-traits';

/* Character points, experience and coins of a HURSAGMU sheet, explained. */

const POINTS = ['settings.startingCharacterPoints'];

function pointsWhose(settings: HursagmuSettings): string {
  return `settings.startingCharacterPoints; ${whose(settings, 'startingCharacterPoints', String(defaultSettings().startingCharacterPoints))}`;
}

function explainPoints(s: HursagmuSheet, settings: HursagmuSettings): ValueExplanation[] {
  const p = s.characterPoints;
  const x = s.experience;
  const bought = s.creationItems.filter((i) => i.amount < 0).map((i) => `${i.label}: ${-i.amount}`);
  return [
    explained(
      'sheet.characterPoints.starting',
      `Character points = the campaign’s ${p.starting} (${pointsWhose(settings)})`,
      [B.startingPoints, B.pointsChosen],
      POINTS,
      R.startingPoints,
    ),
    explained(
      'sheet.characterPoints.spent',
      `Character points spent at creation = ${bought.length ? bought.join(' + ') : 'nothing'} = ${p.spent}`,
      [B.costChart, B.gifts],
    ),
    explained(
      'sheet.characterPoints.left',
      `Character points left = ${p.starting} - ${p.spent} = ${p.left}${p.left < 0 ? ': overspent, a rule error' : ''}`,
      [B.startingPoints],
      POINTS,
    ),
    explained(
      'sheet.experience.fromCreation',
      `Experience from creation = character points left ${p.left}, never below 0 = ${x.fromCreation}`,
      [B.experienceRaises],
      POINTS,
      R.leftoverPoints,
    ),
    explained('sheet.experience.awarded', `Experience points given by The Master in play = ${x.awarded}`, [
      B.experienceGiven,
    ]),
    explained(
      'sheet.experience.earned',
      `Experience earned = from creation ${x.fromCreation} + awarded ${x.awarded} = ${x.earned}`,
      [B.experienceGiven],
      [],
      R.leftoverPoints,
    ),
    explained(
      'sheet.experience.spent',
      `Experience spent on raises and gifts in play = ${x.spent}`,
      [B.experienceRaises, B.experienceGifts, B.costExample],
      [],
      R.raise,
    ),
    explained(
      'sheet.experience.unspent',
      `Experience unspent = earned ${x.earned} - spent ${x.spent} = ${x.unspent}${x.unspent < 0 ? ', spent beyond what was earned through purchases The Master accepted' : ''}`,
      [B.openEnded],
      [],
      R.leftoverPoints,
    ),
  ];
}

function explainCreationItem(
  item: BudgetItem,
  i: number,
  s: HursagmuSheet,
  settings: HursagmuSettings,
): ValueExplanation[] {
  const at = `sheet.creationItems.${i}`;
  const head = `Creation’s budget, item ${i + 1}`;
  let formula: string;
  let sources = [B.startingPoints];
  let used: string[] = [];
  let reading: string | undefined;
  if (item.path === 'settings.startingCharacterPoints') {
    formula = `${head}: +${item.amount}, the campaign’s character points (${pointsWhose(settings)})`;
    sources = [B.startingPoints, B.pointsChosen];
    used = POINTS;
    reading = R.startingPoints;
  } else if (item.path.startsWith('creation.traits.')) {
    const level = Number(item.label.slice(item.label.lastIndexOf(' ') + 1));
    formula = `${head}: ${item.label} chosen at creation (${item.path}) for cost(${level}) = ${-item.amount} character points`;
    sources = Number.isInteger(level) ? costSources(level) : [B.costChart];
    used = ['settings.maxStartingTraitLevel'];
    reading = R.startLimit;
  } else {
    const gift = s.gifts.find((g) => item.label.startsWith(`Gift: ${g.name}`));
    formula = `${head}: ${item.label} chosen at creation (${item.path}) for ${-item.amount} character points`;
    sources = [
      B.gifts,
      ...(gift && HURSAGMU_GIFT_COSTS[gift.id]
        ? [HURSAGMU_GIFT_COSTS[gift.id]!]
        : gift?.id === 'intuition'
          ? [B.intuition]
          : []),
    ];
    reading = gift?.id === 'intuition' ? R.intuition : undefined;
  }
  return (['amount', 'label', 'path'] as const).map((k) => explained(`${at}.${k}`, formula, sources, used, reading));
}

function explainCoins(s: HursagmuSheet, settings: HursagmuSettings): ValueExplanation[] {
  const f = s.coinFlow;
  const coinSetting = ['settings.startingCoins'];
  const startWhose = whose(settings, 'startingCoins', formatCoins(defaultSettings().startingCoins));
  const purse = `${s.coins} cc = ${formatCoins(s.coins)}`;
  return [
    explained(
      'sheet.coins',
      `Coins = starting ${f.starting} - starting equipment ${f.equipment} + earned ${f.earned} - paid ${f.spent} = ${s.coins} cc${s.coins < 0 ? ', spent beyond the purse: a rule error' : ''}`,
      [B.pricesInCopper],
      coinSetting,
      R.startingCoins,
    ),
    ...(['gc', 'sc', 'cc'] as const).map((k) =>
      explained(`sheet.purse.${k}`, `The purse, largest coins first: ${purse}; ${s.purse[k]} ${k}`, [B.coins]),
    ),
    explained(
      'sheet.coinFlow.starting',
      `Starting coins = the campaign’s ${f.starting} cc (settings.startingCoins; ${startWhose})`,
      [B.pricesInCopper],
      coinSetting,
      R.startingCoins,
    ),
    explained(
      'sheet.coinFlow.equipment',
      `Starting equipment bought at creation (creation.equipment), by the price lists and the weapon builder = ${f.equipment} cc`,
      [B.pricesInCopper, B.crossbowPrice, B.shieldPrice],
      [],
      R.weaponPrice,
    ),
    explained('sheet.coinFlow.earned', `Coins earned in play = ${f.earned} cc`, [B.coins]),
    explained('sheet.coinFlow.spent', `Coins paid in play, for payments and equipment bought = ${f.spent} cc`, [
      B.pricesInCopper,
    ]),
  ];
}

export function explainBudget(s: HursagmuSheet, settings: HursagmuSettings): ValueExplanation[] {
  return [
    ...explainPoints(s, settings),
    ...s.creationItems.flatMap((item, i) => explainCreationItem(item, i, s, settings)),
    ...explainCoins(s, settings),
  ];
}

/*
 * One line of a HURSAGMU budget by the book's rule (`RuleSystem.explainBudgetLine`): the character points the
 * campaign gives, each trait level and gift chosen at creation, experience awarded and spent in play; the starting
 * coins, the starting equipment, coins earned and paid in play. A line's price is its amount negated.
 */

type Line = Omit<PriceRule, 'what' | 'amount'>;

/** The campaign's character points: the book leaves the number to The Master. */
function startingPointsLine(item: BudgetItem, settings: HursagmuSettings): Line {
  return {
    rule: `the campaign gives ${item.amount} character points to build with (${pointsWhose(settings)})`,
    sources: [B.startingPoints, B.pointsChosen],
    settings: POINTS,
    reading: R.startingPoints,
  };
}

/** The trait a creation line names: the campaign's, or the campaign's under the other chapter's name. */
function traitOf(id: string, settings: HursagmuSettings) {
  const listing = availableTraits(settings);
  const own = listing.find((t) => t.id === id);
  return { trait: own ?? otherChapterTrait(id, settings, listing), renamed: own === undefined };
}

/** A trait level chosen at creation: the cost chart's row for the level (its formula past 12). */
function traitLine(item: BudgetItem, settings: HursagmuSettings): Line {
  const id = item.path.slice('creation.traits.'.length);
  const level = Number(item.label.slice(item.label.lastIndexOf(' ') + 1));
  if (!Number.isInteger(level) || level < 1 || traitCost(level) !== -item.amount)
    return {
      rule: `a trait level chosen at creation (${item.path}), priced by the cost chart`,
      sources: [B.costChart],
    };
  const { trait, renamed } = traitOf(id, settings);
  const used: string[] = [];
  const notes: string[] = [];
  const sources: BookSource[] = [B.startingPoints, ...costSources(level)];
  let reading: string | undefined;
  if (trait?.campaign) {
    used.push(`settings.addedTraits.${settings.addedTraits.findIndex((t) => t.id === trait.id)}`);
    sources.push(B.traitsAddDrop, B.unlistedTrait);
  }
  if (renamed && trait !== undefined) {
    notes.push(`, written as "${id}", the other Encounters chapter’s name of ${trait.name}`);
    used.push('settings.revisedEncounters');
    reading = R.otherChapterNames;
  }
  const limit = settings.maxStartingTraitLevel;
  if (limit !== null && level > limit) {
    notes.push(`, above the campaign’s limit of ${limit} on beginning traits: a rule error`);
    used.push('settings.maxStartingTraitLevel');
    sources.push(B.startLimit);
    reading ??= R.startLimit;
  }
  return {
    rule: `level ${level} from human average (0), by the cost chart’s ${costWords(level)}${notes.join('')}`,
    sources,
    settings: used,
    ...(reading === undefined ? {} : { reading }),
  };
}

/** The gift a creation line names ("Gift: Extra Limbs (2 limbs)"), and the limbs it counts. */
function giftOf(label: string, settings: HursagmuSettings): { gift?: GiftListing; limbs: number } {
  const limbs = /\((\d+) limbs\)$/.exec(label);
  const name = limbs ? label.slice(0, limbs.index).trimEnd() : label;
  const gift = availableGifts(settings).find((g) => `Gift: ${g.name}` === name);
  return { ...(gift ? { gift } : {}), limbs: limbs ? Number(limbs[1]) : 0 };
}

/** A gift chosen at creation: its flat cost, or its cost a limb times the limbs, from its own section. */
function giftLine(item: BudgetItem, settings: HursagmuSettings): Line {
  const { gift, limbs } = giftOf(item.label, settings);
  if (gift === undefined)
    return { rule: `a gift chosen at creation (${item.path}) at its flat cost`, sources: [B.gifts] };
  const from = giftSource(gift.id, settings);
  const rule = gift.perLimb
    ? `${gift.cost} a limb (${from.whose}) x ${limbs} limb${limbs === 1 ? '' : 's'} = ${gift.cost * limbs}${limbs === 0 ? ', no limbs given: a rule error' : ''}`
    : `all-or-nothing at a flat ${gift.cost} (${from.whose})`;
  return {
    rule,
    sources: [B.startingPoints, B.gifts, ...from.sources],
    settings: from.settings,
    ...(from.reading === undefined ? {} : { reading: from.reading }),
  };
}

/** Experience awarded or spent in play: the ledger's entries of those kinds, added up. */
function experienceLine(item: BudgetItem): Line {
  if (item.amount > 0)
    return {
      rule: `the ledger’s awards of experience points (award entries, a party’s award counted as each character’s share) added up: ${item.amount}`,
      sources: [B.experienceGiven],
    };
  return {
    rule: `the ledger’s raises, each cost(new level) - cost(old level), and gifts bought with experience, each at its cost, added up: ${-item.amount}`,
    sources: [B.experienceRaises, B.experienceGifts, B.costExample],
    reading: R.raise,
  };
}

/** The campaign's starting coins: the book gives no starting money. */
function startingCoinsLine(item: BudgetItem, settings: HursagmuSettings): Line {
  const projects = formatCoins(defaultSettings().startingCoins);
  return {
    rule: `the campaign gives ${formatCoins(item.amount)} to buy starting equipment (settings.startingCoins; ${whose(settings, 'startingCoins', projects)})`,
    sources: [B.pricesInCopper, B.coins],
    settings: ['settings.startingCoins'],
    reading: R.startingCoins,
  };
}

/** The starting equipment, and coins earned or paid in play. */
function coinLine(item: BudgetItem): Line {
  if (item.path === 'creation.equipment')
    return {
      rule: `each piece chosen at creation (creation.equipment) at its price from the price lists and the weapon builder, added up: ${formatCoins(-item.amount)}`,
      sources: [B.pricesInCopper, B.crossbowPrice, B.shieldPrice],
      reading: R.weaponPrice,
    };
  if (item.amount > 0)
    return {
      rule: `the ledger’s coins earned (earn entries) added up: ${formatCoins(item.amount)}`,
      sources: [B.coins],
    };
  return {
    rule: `the ledger’s payments (pay entries, priced from the lists or in coins) and equipment acquired and paid for (acquire entries), added up: ${formatCoins(-item.amount)}`,
    sources: [B.pricesInCopper, B.coins],
  };
}

/** How a line of either currency is worked out, or undefined for a line the rules do not make. */
function lineRule(currency: string, item: BudgetItem, settings: HursagmuSettings): Line | undefined {
  if (currency === 'points') {
    if (item.path === 'settings.startingCharacterPoints') return startingPointsLine(item, settings);
    if (item.path.startsWith('creation.traits.')) return traitLine(item, settings);
    if (item.path.startsWith('creation.gifts.')) return giftLine(item, settings);
    if (item.path === 'events') return experienceLine(item);
  }
  if (currency === 'coins') {
    if (item.path === 'settings.startingCoins') return startingCoinsLine(item, settings);
    if (item.path === 'creation.equipment' || item.path === 'events') return coinLine(item);
  }
  return undefined;
}

/** One line of a HURSAGMU budget explained: its rule with the character's inputs, sources, settings and reading. */
export function explainHursagmuBudgetLine(
  _sheet: HursagmuSheet,
  currency: string,
  item: BudgetItem,
  settings: HursagmuSettings,
): PriceRule {
  const line = lineRule(currency, item, settings) ?? {
    rule: `not a line the rules of HURSAGMU make for ${currency === 'coins' ? 'coins' : currency === 'points' ? 'points' : `"${currency}"`}, so no rule of the book explains it`,
    sources: [],
  };
  return { what: item.label, amount: -item.amount || 0, ...line };
}
