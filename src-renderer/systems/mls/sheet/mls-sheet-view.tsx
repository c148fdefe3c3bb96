import { observer } from 'mobx-react-lite';
import type { MlsCreation, MlsSettings, MlsSheet } from '../../../../shared/rules/systems/mls';
import { SheetPage, type SheetLayoutRow } from '../../../components/section-pages';
import type { CharacterEditor } from '../../../contract/character-editor';
import type { SectionProps } from '../../../contract/game-screens';
import { SheetCombat } from './sheet-combat';
import { SheetOverview } from './sheet-overview';
import { SheetPersonality } from './sheet-personality';
import { SheetPoints } from './sheet-points';
import { SheetPrimaries } from './sheet-primaries';
import { SheetSecondaries } from './sheet-secondaries';
import './sheet.css';

/**
 * The live MLS character sheet: every trait and derived number as the rules
 * package works it out from the creation and the ledger, each with how it
 * was computed.
 */
export const MlsSheetView = observer(function MlsSheetView({
  editor,
  sessions = [],
}: SectionProps<MlsCreation, MlsSheet, MlsSettings>) {
  return (
    <SheetPage
      editor={editor}
      sessions={sessions}
      className="mls-sheet"
      layout={LAYOUT}
      overridesTitle="Game master overrides"
    />
  );
});

const LAYOUT: SheetLayoutRow<MlsSheet, CharacterEditor<MlsCreation, MlsSheet, MlsSettings>>[] = [
  [SheetOverview, SheetPoints],
  SheetPrimaries,
  SheetSecondaries,
  SheetCombat,
  SheetPersonality,
];
