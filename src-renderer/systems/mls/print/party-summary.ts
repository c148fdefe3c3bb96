import { formatAge, RACES, type MlsSheet } from '../../../../shared/rules/systems/mls';
import type { PartySummaryColumn } from '../../types';

/** What the campaign's party summary shows of a Nutshell MLS character: who it is and the points the table tracks. */
export const mlsPartySummary: readonly PartySummaryColumn<MlsSheet>[] = [
  { heading: 'Race', value: (sheet) => RACES[sheet.race].name },
  { heading: 'Age', value: (sheet) => formatAge(sheet.race, sheet.ageIncrements) },
  { heading: 'Occupation', value: (sheet) => sheet.secondaries.find((s) => s.occupation)?.name ?? '' },
  { heading: 'Hit points', value: (sheet) => sheet.hitPoints.total },
  { heading: 'Fate points', value: (sheet) => sheet.fatePoints.total },
];
