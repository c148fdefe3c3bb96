import { formatAge, nextReductionIncrement, RACES, type MlsSheet } from '../../../../shared/rules/systems/mls';
import { countOf } from '../../../base/format';
import type { PartySummaryColumn } from '../../../contract/game-screens';

/** What the campaign's party summary shows of a Nutshell MLS character: who it is and the points the table tracks. */
export const mlsPartySummary: readonly PartySummaryColumn<MlsSheet>[] = [
  { heading: 'Race', value: (sheet) => RACES[sheet.race].name },
  { heading: 'Age', value: (sheet) => formatAge(sheet.race, sheet.ageIncrements) },
  { heading: 'Occupation', value: (sheet) => sheet.secondaries.find((s) => s.occupation)?.name ?? '' },
  {
    // Who ages next: sorted, the party view puts first whoever is fewest increments from losing a primary trait level.
    heading: 'Next age loss',
    screenOnly: true,
    value: (sheet) => {
      const at = nextReductionIncrement(sheet.ageIncrements);
      return `${countOf(at - sheet.ageIncrements, 'increment', 'increments')}, at ${formatAge(sheet.race, at)}`;
    },
  },
  { heading: 'Hit points', value: (sheet) => sheet.hitPoints.total },
  { heading: 'Fate points', value: (sheet) => sheet.fatePoints.total },
];
