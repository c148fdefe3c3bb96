import { observer } from 'mobx-react-lite';
import type { MlsCreation, MlsSettings, MlsSheet } from '../../../../shared/rules/systems/mls';
import type { PrintedPoints } from '../../../components/print/history-lines';
import { PrintFrame, type PrintLayoutRow } from '../../../components/print/print-frame';
import type { CharacterEditor } from '../../../contract/character-editor';
import type { PrintOptions } from '../../../contract/game-screens';
import { mlsHistoryDescriber } from '../history-describer';
import { mlsSettingRows } from '../settings/setting-rows';
import { PrintCombat } from './print-combat';
import { PrintIdentity, PrintPoints } from './print-status';
import { PrintNegatives, PrintPersonality, PrintPrimaries, PrintSecondaries } from './print-traits';

type MlsEditor = CharacterEditor<MlsCreation, MlsSheet, MlsSettings>;

/** The printed history counts CPs left, the same figure the history view words as "CPs unspent". */
const HISTORY_POINTS: PrintedPoints<MlsSheet> = {
  heading: 'CPs',
  unspent: (sheet) => sheet.cp.earned - sheet.cp.spent,
  changeLabel: 'CPs unspent',
};

/**
 * The printable Nutshell MLS sheet: one or two pages with the header repeated on each; the pencil variant
 * keeps the layout with no numbers filled in.
 */
export const MlsPrintSheet = observer(function MlsPrintSheet({
  editor,
  options,
}: {
  editor: MlsEditor;
  options: PrintOptions;
}) {
  return (
    <PrintFrame
      editor={editor}
      options={options}
      overridesTitle="Game master overrides"
      describer={mlsHistoryDescriber}
      points={HISTORY_POINTS}
      layout={layout}
      settingRows={mlsSettingRows}
    />
  );
});

/** Combat goes beside the long personality table, under the negative traits, where the column has room: most characters fit one page. */
const layout = (): PrintLayoutRow<MlsSheet>[] => [
  PrintIdentity,
  [PrintPrimaries, PrintPoints],
  PrintSecondaries,
  [PrintPersonality, [PrintNegatives, PrintCombat]],
];
