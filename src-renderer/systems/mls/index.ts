import { CHARACTER_POINTS } from '../../components/budget-bar';
import type { MlsCreation, MlsSettings, MlsSheet } from '../../../shared/rules/systems/mls';
import { buildSheetAdvance, buildUntilBegun, gameScreens, type SystemScreens } from '../../contract/game-screens';
import { mlsHistoryDescriber } from './history-describer';
import { MlsAdvance } from './advance/mls-advance';
import { MlsPartyActions } from './advance/party-actions';
import { MlsBuilder } from './builder/mls-builder';
import { MlsPrintSheet } from './print/mls-print-sheet';
import { mlsPartySummary } from './print/party-summary';
import { MlsSettingsForm } from './settings/mls-settings-form';
import { mlsSettingRows } from './settings/setting-rows';
import { MlsSheetView } from './sheet/mls-sheet-view';

/**
 * A character is still being built until its occupation is chosen (every
 * legal MLS character has exactly one) or something has happened to it in
 * play or by a game master's override; from then on the sheet opens first.
 */
const initialSection = buildUntilBegun<MlsCreation>((creation) => creation.secondaries.some((s) => s.occupation));

/** The Nutshell MLS character page: Build, Sheet and Advance sections, its printable sheet, and the party's aging. */
export const mlsScreens: SystemScreens = gameScreens<MlsCreation, MlsSheet, MlsSettings>({
  id: 'mls',
  sections: buildSheetAdvance({ build: MlsBuilder, sheet: MlsSheetView, advance: MlsAdvance }),
  initialSection,
  points: CHARACTER_POINTS,
  history: mlsHistoryDescriber,
  PrintSheet: MlsPrintSheet,
  partySummary: mlsPartySummary,
  PartyActions: MlsPartyActions,
  SettingsForm: MlsSettingsForm,
  settingRows: mlsSettingRows,
});
