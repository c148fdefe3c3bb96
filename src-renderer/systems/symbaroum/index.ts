import type { SymbaroumCreation, SymbaroumSettings, SymbaroumSheet } from '../../../shared/rules/systems/symbaroum';
import {
  buildSheetAdvance,
  buildUntilBegun,
  gameScreens,
  type PartySummaryColumn,
  type SystemScreens,
} from '../../contract/game-screens';
import { SymbaroumAdvance } from './advance/symbaroum-advance';
import { SymbaroumBuilder } from './builder/symbaroum-builder';
import { symbaroumHistoryDescriber } from './history-describer';
import { EXPERIENCE } from './points';
import { SymbaroumTurnOrder } from './party/symbaroum-turn-order';
import { SymbaroumPrintSheet } from './print/symbaroum-print-sheet';
import { SymbaroumSettingsForm } from './settings/symbaroum-settings-form';
import { symbaroumSettingRows } from './settings/setting-rows';
import { SymbaroumSheetView, toughnessText } from './sheet/symbaroum-sheet-view';

/** The builder opens for a character whose attributes are all still 10 and who has no abilities and no entries. */
const initialSection = buildUntilBegun<SymbaroumCreation>(
  (creation) =>
    Object.values(creation.attributes).some((v) => v !== 10) ||
    Object.keys(creation.abilities).length > 0 ||
    creation.armor !== null,
);

const partySummary: readonly PartySummaryColumn<SymbaroumSheet>[] = [
  { heading: 'Toughness', value: (sheet) => toughnessText(sheet) },
  { heading: 'Defense', value: (sheet) => sheet.defense },
];

/** Symbaroum's character page: Build, Sheet and Advance, its printable sheet and its campaign settings. */
export const symbaroumScreens: SystemScreens = gameScreens<SymbaroumCreation, SymbaroumSheet, SymbaroumSettings>({
  id: 'symbaroum',
  sections: buildSheetAdvance({ build: SymbaroumBuilder, sheet: SymbaroumSheetView, advance: SymbaroumAdvance }),
  initialSection,
  points: EXPERIENCE,
  // Symbaroum's Experience is awarded after a completed adventure (001_747545f513491440.txt, "Experience").
  awardExample: 'completing the adventure',
  history: symbaroumHistoryDescriber,
  PrintSheet: SymbaroumPrintSheet,
  partySummary,
  SettingsForm: SymbaroumSettingsForm,
  settingRows: symbaroumSettingRows,
  PartyTurnOrder: SymbaroumTurnOrder,
});
