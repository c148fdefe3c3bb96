import { observer } from 'mobx-react-lite';
import type { MlsCreation, MlsSettings, MlsSheet } from '../../../../shared/rules/systems/mls';
import type { SectionProps } from '../../types';
import { SheetCombat } from './sheet-combat';
import { SheetOverrides } from './sheet-overrides';
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
  const sheet = editor.sheet;
  if (!sheet) {
    return (
      <section className="mls-sheet" aria-label="Character sheet">
        <p className="field-problem">
          The character's creation choices cannot be read, so there is no sheet to show. Open the Build section to see what is wrong and fix it.
        </p>
      </section>
    );
  }
  return (
    <section className="mls-sheet" aria-label="Character sheet">
      <div className="mls-sheet-columns">
        <SheetOverview sheet={sheet} />
        <SheetPoints sheet={sheet} />
      </div>
      <SheetPrimaries sheet={sheet} />
      <SheetSecondaries sheet={sheet} />
      <SheetCombat sheet={sheet} />
      <SheetPersonality sheet={sheet} />
      <SheetOverrides sheet={sheet} findings={editor.findings} />
    </section>
  );
});
