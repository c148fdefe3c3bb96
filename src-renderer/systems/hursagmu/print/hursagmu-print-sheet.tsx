import { observer } from 'mobx-react-lite';
import type { HursagmuCreation, HursagmuSettings, HursagmuSheet } from '../../../../shared/rules/systems/hursagmu';
import type { PrintedPoints } from '../../../components/print/history-lines';
import { PrintFrame, type PrintLayoutRow } from '../../../components/print/print-frame';
import type { CharacterEditor } from '../../../contract/character-editor';
import type { PrintOptions } from '../../../contract/game-screens';
import { hursagmuHistoryDescriber } from '../history-describer';
import { hursagmuSettingRows } from '../settings/setting-rows';
import { PrintLoad, PrintMetrics } from './print-body';
import { PrintCombat } from './print-combat';
import { PrintFoci, PrintGear, PrintProtection, PrintWeapons } from './print-equipment';
import { PrintExperience, PrintMoney } from './print-status';
import { PrintGifts, PrintTraits } from './print-traits';
import './print-sheet.css';

type HursagmuEditor = CharacterEditor<HursagmuCreation, HursagmuSheet, HursagmuSettings>;

/** The printed history counts experience, which the history view words as "Experience unspent". */
const HISTORY_POINTS: PrintedPoints<HursagmuSheet> = {
  heading: 'Experience points',
  unspent: (sheet) => sheet.experience.unspent,
  changeLabel: 'Experience unspent',
};

/**
 * The printable HURSAGMU sheet: one or two pages with the header repeated on each; the pencil variant keeps
 * the layout with no numbers filled in.
 */
export const HursagmuPrintSheet = observer(function HursagmuPrintSheet({
  editor,
  options,
}: {
  editor: HursagmuEditor;
  options: PrintOptions;
}) {
  return (
    <PrintFrame
      editor={editor}
      options={options}
      className="hursagmu-print-sheet"
      overridesTitle="The Master's overrides"
      describer={hursagmuHistoryDescriber}
      points={HISTORY_POINTS}
      layout={layout}
      settingRows={hursagmuSettingRows}
    />
  );
});

/** The sections row by row; the foci only for a character who has some. */
const layout = (sheet: HursagmuSheet): PrintLayoutRow<HursagmuSheet>[] => [
  PrintTraits,
  [PrintMetrics, PrintLoad],
  PrintWeapons,
  PrintCombat,
  [PrintProtection, [PrintExperience, PrintMoney]],
  [PrintGifts, PrintGear],
  ...(sheet.foci.length > 0 ? [PrintFoci] : []),
];
