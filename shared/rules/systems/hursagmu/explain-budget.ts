import type { BudgetItem } from '../../core/system';
import type { ValueExplanation } from '../../core/explain';
import { HURSAGMU_BOOK as B, HURSAGMU_GIFT_COSTS } from './book';
import { defaultSettings, explained, whose } from './explain-words';
import { formatCoins } from './formulas';
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
