import { formatCoins, METRIC_NAMES, METRICS, type HursagmuSheet } from '../../../../shared/rules/systems/hursagmu';
import type { PartySummaryColumn } from '../../../contract/game-screens';

/** What the campaign's party summary shows of a HURSAGMU character: its metrics as they stand, movement and money. */
export const hursagmuPartySummary: readonly PartySummaryColumn<HursagmuSheet>[] = [
  ...METRICS.map((m) => ({
    heading: METRIC_NAMES[m],
    value: (sheet: HursagmuSheet) => `${sheet.metrics[m].current} of ${sheet.metrics[m].max}`,
  })),
  { heading: 'Movement', value: (sheet) => sheet.movement },
  { heading: 'Money', value: (sheet) => formatCoins(sheet.coins) },
];
