import type { HeimrCreation, HeimrSettings, HeimrSheet } from '../../../shared/rules/systems/heimr';
import {
  buildSheetAdvance,
  buildUntilBegun,
  gameScreens,
  type PartySummaryColumn,
  type SystemScreens,
} from '../../contract/game-screens';
import { HeimrAdvance } from './advance/heimr-advance';
import { HeimrBuilder } from './builder/heimr-builder';
import { heimrHistoryDescriber } from './history-describer';
import { HeimrPrintSheet } from './print/heimr-print-sheet';
import { EXPERIENCE } from './points';
import { HeimrTurnOrder } from './party/heimr-turn-order';
import { HeimrSettingsForm } from './settings/heimr-settings-form';
import { heimrSettingRows } from './settings/setting-rows';
import { HeimrSheetView } from './sheet/heimr-sheet-view';

/** The builder opens while nothing is chosen and nothing has happened; the sheet once an attribute or training is set. */
const initialSection = buildUntilBegun<HeimrCreation>(
  (creation) => Object.values(creation.attributes).some((v) => v !== 0) || Object.keys(creation.training).length > 0,
);

const partySummary: readonly PartySummaryColumn<HeimrSheet>[] = [
  { heading: 'Hit points', value: (sheet) => `${sheet.health.current} of ${sheet.health.max}` },
  { heading: 'Trained abilities', value: (sheet) => sheet.abilities.filter((a) => a.trained).length },
];

/** Heimr's character page: Build, Sheet and Advance, its printable sheet and its campaign settings. */
export const heimrScreens: SystemScreens = gameScreens<HeimrCreation, HeimrSheet, HeimrSettings>({
  id: 'heimr',
  sections: buildSheetAdvance({ build: HeimrBuilder, sheet: HeimrSheetView, advance: HeimrAdvance }),
  initialSection,
  points: EXPERIENCE,
  // Heimr's experience comes from encounters (002_660a93111b0de833.txt, "Experience points").
  awardExample: 'overcoming the draugr at the sea-cave',
  history: heimrHistoryDescriber,
  PrintSheet: HeimrPrintSheet,
  partySummary,
  SettingsForm: HeimrSettingsForm,
  settingRows: heimrSettingRows,
  PartyTurnOrder: HeimrTurnOrder,
});
