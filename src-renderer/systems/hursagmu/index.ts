import type { HursagmuCreation, HursagmuSettings, HursagmuSheet } from '../../../shared/rules/systems/hursagmu';
import { buildSheetAdvance, buildUntilBegun, gameScreens, type SystemScreens } from '../../contract/game-screens';
import { HursagmuAdvance } from './advance/hursagmu-advance';
import { HursagmuPartyTraitNames } from './advance/party-trait-names';
import { HursagmuBuilder } from './builder/hursagmu-builder';
import { hursagmuHistoryDescriber } from './history-describer';
import { HursagmuPrintSheet } from './print/hursagmu-print-sheet';
import { hursagmuPartySummary } from './print/party-summary';
import { CHARACTER_POINTS, EXPERIENCE_POINTS } from './points';
import { HursagmuSettingsForm } from './settings/hursagmu-settings-form';
import { HursagmuNewCampaignFields } from './settings/new-campaign-fields';
import { hursagmuSettingRows } from './settings/setting-rows';
import { HursagmuSheetView } from './sheet/hursagmu-sheet-view';

/**
 * A HURSAGMU character has no single choice that marks it finished (a
 * sorcerer may own nothing, a porter have no gift), so the builder opens
 * only while nothing at all has been chosen and nothing has happened to the
 * character; from the first trait level, gift or piece of equipment on, the
 * sheet opens first and the builder is one tab away.
 */
const initialSection = buildUntilBegun<HursagmuCreation>(
  (creation) =>
    Object.values(creation.traits).some((level) => level > 0) ||
    creation.gifts.length > 0 ||
    creation.equipment.length > 0,
);

/** HURSAGMU's character page: Build, Sheet and Advance sections, its printable sheet and its campaign settings. */
export const hursagmuScreens: SystemScreens = gameScreens<HursagmuCreation, HursagmuSheet, HursagmuSettings>({
  id: 'hursagmu',
  sections: buildSheetAdvance({ build: HursagmuBuilder, sheet: HursagmuSheetView, advance: HursagmuAdvance }),
  initialSection,
  // 003 "OVERVIEW": characters are built with character points; what is left, and later awards, are experience.
  points: EXPERIENCE_POINTS,
  awardExample: 'slaying Humbaba',
  pointsIn: (section) => (section === 'build' ? CHARACTER_POINTS : EXPERIENCE_POINTS),
  history: hursagmuHistoryDescriber,
  PrintSheet: HursagmuPrintSheet,
  partySummary: hursagmuPartySummary,
  SettingsForm: HursagmuSettingsForm,
  NewCampaignFields: HursagmuNewCampaignFields,
  settingRows: hursagmuSettingRows,
  PartyActions: HursagmuPartyTraitNames,
});
