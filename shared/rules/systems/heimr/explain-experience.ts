import type { ValueExplanation } from '../../core/explain';
import { HEIMR_BOOK as B } from './book';
import { defaultSettings, explained, heightCosting, heightsInPlay, trainedWords, whose } from './explain-words';
import { trainingCost } from './formulas';
import { HEIMR_READINGS as R } from './readings';
import type { HeimrSettings } from './schemas';
import type { HeimrSheet } from './sheet';

/*
 * Why the experience of a Heimr sheet is what it is: the campaign's starting experience, the training it bought at
 * creation, the awards in play and the training bought with them; and the training each ability has.
 */

const OVERSPENT =
  ', spent beyond what was earned through training the game master accepted or a creation over its budget';

/** "5 + 10 + 15 = 30": the book's price of each point up to `height`. */
function pointsWords(height: number): string {
  const costs = Array.from({ length: height }, (_, i) => trainingCost(i + 1));
  return costs.length === 1 ? `${costs[0]}` : `${costs.join(' + ')} = ${costs.reduce((a, b) => a + b, 0)}`;
}

const startingWords = (s: HeimrSheet, settings: HeimrSettings) =>
  `the campaign’s ${s.experience.starting} (settings.startingExperience; ${whose(settings, ['startingExperience'], String(defaultSettings().startingExperience))})`;

/** "Brawl consistency to 2 (10) + Survival potential to 1 (5) = ": each point trained in play with its price. */
function inPlayWords(s: HeimrSheet): string {
  const points = s.abilities.flatMap((a) =>
    (['consistency', 'potential'] as const).flatMap((aspect) =>
      heightsInPlay(s, a.id, aspect).map((h) => `${a.name} ${aspect} to ${h} (${trainingCost(h)})`),
    ),
  );
  return points.length === 0 ? 'no training ' : `${points.join(' + ')} = `;
}

export function explainExperience(s: HeimrSheet, settings: HeimrSettings): ValueExplanation[] {
  const x = s.experience;
  const t = s.totals;
  const starting = ['settings.startingExperience'];
  const bought = s.creationItems.filter((i) => i.amount < 0).map((i) => `${i.label} (${-i.amount})`);
  return [
    explained(
      'sheet.experience.starting',
      `Starting experience = ${startingWords(s, settings)}`,
      [B.otherDocuments],
      starting,
      R.startingExperience,
    ),
    explained(
      'sheet.experience.atCreation',
      `Experience spent on training at creation = ${bought.length === 0 ? 'no training' : bought.join(' + ')} = ${x.atCreation} (each the table’s total cost of its height)`,
      [B.trainingCost, B.trainingHeights, B.trainingTotals],
    ),
    explained(
      'sheet.experience.awarded',
      `Experience points awarded in play = ${x.awarded}: each encounter’s XP, or a share of it divided among the characters present, rounded down`,
      [B.xpEarned, B.xpDivided, B.xpCarried],
      [],
      R.remainder,
    ),
    explained(
      'sheet.experience.spent',
      `Experience spent on training in play = ${inPlayWords(s)}${x.spent}: each point at the cost of the height it reaches`,
      [B.xpSpent, B.trainingCost, B.trainingCosts],
      [],
      R.aspectHeights,
    ),
    explained(
      'sheet.totals.earned',
      `Experience earned = starting ${x.starting} + awarded ${x.awarded} = ${t.earned}`,
      [B.xpEarned],
      starting,
    ),
    explained(
      'sheet.totals.spent',
      `Experience spent = at creation ${x.atCreation} + in play ${x.spent} = ${t.spent}`,
      [B.xpSpent],
    ),
    explained(
      'sheet.totals.unspent',
      `Experience unspent = earned ${t.earned} - spent ${t.spent} = ${t.unspent}${t.unspent < 0 ? OVERSPENT : ''}`,
      [B.xpSpent],
      starting,
    ),
  ];
}

/** The creation's budget items: the starting experience, then each aspect of training bought with it. */
export function explainCreationItems(s: HeimrSheet, settings: HeimrSettings): ValueExplanation[] {
  return s.creationItems.flatMap((item, i) => {
    const at = `sheet.creationItems.${i}`;
    const head = `Creation’s budget, item ${i + 1}`;
    const made =
      item.amount >= 0
        ? explained(
            '',
            `${head}: +${item.amount}, ${startingWords(s, settings)}`,
            [B.otherDocuments],
            ['settings.startingExperience'],
            R.startingExperience,
          )
        : explained(
            '',
            `${head}: ${item.label} bought at creation (${item.path}) for ${pointsWords(heightCosting(-item.amount))} XP, the table’s total cost`,
            [B.trainingCost, B.trainingTotals],
          );
    return (['label', 'amount', 'path'] as const).map((key) => ({ ...made, path: `${at}.${key}` }));
  });
}

/** The training each ability has, by ability id, as the fold keeps it. */
export function explainTraining(s: HeimrSheet): ValueExplanation[] {
  const ids = Object.keys(s.training);
  if (ids.length === 0)
    return [explained('sheet.training', 'No training: none bought at creation nor trained in play', [B.twoTrainings])];
  return ids.flatMap((id) => {
    const row = s.abilities.find((a) => a.id === id);
    const name = row?.name ?? id;
    return (['consistency', 'potential'] as const).map((aspect) =>
      explained(
        `sheet.training.${id}.${aspect}`,
        `${trainedWords(s, id, name, aspect)}, each point at the cost of the height it reaches`,
        [B.twoTrainings, B.trainingCost],
        [],
        R.aspectHeights,
      ),
    );
  });
}
