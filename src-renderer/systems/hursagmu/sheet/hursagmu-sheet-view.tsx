import { observer } from 'mobx-react-lite';
import type { HursagmuCreation, HursagmuSettings, HursagmuSheet } from '../../../../shared/rules/systems/hursagmu';
import type { SectionProps } from '../../types';
import { SheetProtection, SheetWeapons } from './sheet-arms';
import { SheetCombat } from './sheet-combat';
import { SheetLoad } from './sheet-load';
import { SheetMetrics } from './sheet-metrics';
import { SheetOverrides, SheetPurse } from './sheet-purse';
import { SheetGifts, SheetTraits } from './sheet-traits';
import './sheet.css';

/**
 * The live HURSAGMU character sheet: every value as the rules package works
 * it out from the creation and the ledger, each with how it was found, and
 * the damage and recovery of play recorded as ledger entries.
 */
export const HursagmuSheetView = observer(function HursagmuSheetView({ editor, sessions = [] }: SectionProps<HursagmuCreation, HursagmuSheet, HursagmuSettings>) {
  const sheet = editor.sheet;
  if (!sheet) {
    return (
      <section className="hursagmu-sheet" aria-label="Character sheet">
        <p className="field-problem">
          The character's creation choices cannot be read, so there is no sheet to show. Open the Build section to see what is wrong and fix it.
        </p>
      </section>
    );
  }
  return (
    <section className="hursagmu-sheet" aria-label="Character sheet">
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
      <SheetOverrides sheet={sheet} findings={editor.findings} />
    </section>
  );
});
