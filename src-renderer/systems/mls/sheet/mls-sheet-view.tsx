import { observer } from 'mobx-react-lite';
import type { MlsCreation, MlsSettings, MlsSheet } from '../../../../shared/rules/systems/mls';
import { SheetPage } from '../../../components/section-pages';
import { SheetOverrides } from '../../../components/sheet-overrides';
import type { SectionProps } from '../../types';
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
export const MlsSheetView = observer(function MlsSheetView({ editor }: SectionProps<MlsCreation, MlsSheet, MlsSettings>) {
  return (
    <SheetPage sheet={editor.sheet} className="mls-sheet">
      {(sheet) => (
        <>
          <div className="mls-sheet-columns">
            <SheetOverview sheet={sheet} />
            <SheetPoints sheet={sheet} />
          </div>
          <SheetPrimaries sheet={sheet} />
          <SheetSecondaries sheet={sheet} />
          <SheetCombat sheet={sheet} />
          <SheetPersonality sheet={sheet} />
          <SheetOverrides overrides={sheet.overrides} findings={editor.findings} title="Game master overrides" />
        </>
      )}
    </SheetPage>
  );
});
