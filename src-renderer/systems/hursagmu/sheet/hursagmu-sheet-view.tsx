import { observer } from 'mobx-react-lite';
import type { HursagmuCreation, HursagmuSettings, HursagmuSheet } from '../../../../shared/rules/systems/hursagmu';
import { SheetPage, type SheetLayoutRow } from '../../../components/section-pages';
import type { SectionProps } from '../../../contract/game-screens';
import type { HursagmuEditor } from '../advance/play-desk';
import { ChapterNamesNotice } from '../controls/chapter-names';
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
export const HursagmuSheetView = observer(function HursagmuSheetView({
  editor,
  sessions = [],
}: SectionProps<HursagmuCreation, HursagmuSheet, HursagmuSettings>) {
  return (
    <>
      <ChapterNamesNotice editor={editor} />
      <SheetPage
        editor={editor}
        sessions={sessions}
        className="hursagmu-sheet"
        layout={LAYOUT}
        overridesTitle="The Master's overrides"
      />
    </>
  );
});

const LAYOUT: SheetLayoutRow<HursagmuSheet, HursagmuEditor>[] = [
  [SheetMetrics, SheetPurse],
  [SheetTraits, [SheetGifts, SheetLoad]],
  SheetWeapons,
  SheetCombat,
  SheetProtection,
];
