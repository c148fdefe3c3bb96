import { observer } from 'mobx-react-lite';
import type { HursagmuCreation, HursagmuSettings, HursagmuSheet } from '../../../../shared/rules/systems/hursagmu';
import { SheetPage } from '../../../components/section-pages';
import { SheetOverrides } from '../../../components/sheet-overrides';
import type { SectionProps } from '../../types';
import { SheetProtection, SheetWeapons } from './sheet-arms';
import { SheetCombat } from './sheet-combat';
import { SheetLoad } from './sheet-load';
import { SheetMetrics } from './sheet-metrics';
import { SheetPurse } from './sheet-purse';
import { SheetGifts, SheetTraits } from './sheet-traits';
import './sheet.css';

/**
 * The live HURSAGMU character sheet: every value as the rules package works
 * it out from the creation and the ledger, each with how it was found, and
 * the damage and recovery of play recorded as ledger entries.
 */
export const HursagmuSheetView = observer(function HursagmuSheetView({ editor, sessions = [] }: SectionProps<HursagmuCreation, HursagmuSheet, HursagmuSettings>) {
  return (
    <SheetPage sheet={editor.sheet} className="hursagmu-sheet">
      {(sheet) => (
        <>
          <div className="hursagmu-sheet-columns">
            <SheetMetrics sheet={sheet} editor={editor} sessions={sessions} />
            <SheetPurse sheet={sheet} />
          </div>
          <div className="hursagmu-sheet-columns">
            <SheetTraits sheet={sheet} />
            <div className="hursagmu-sheet-stack">
              <SheetGifts sheet={sheet} />
              <SheetLoad sheet={sheet} />
            </div>
          </div>
          <SheetWeapons sheet={sheet} />
          <SheetCombat sheet={sheet} />
          <SheetProtection sheet={sheet} />
          <SheetOverrides overrides={sheet.overrides} findings={editor.findings} title="The Master's overrides" />
        </>
      )}
    </SheetPage>
  );
});
