import { observer } from 'mobx-react-lite';
import type { CharacterEditor } from '../../contract/character-editor';
import type { PrintOptions, SettingRow } from '../../contract/game-screens';
import type { HistoryDescriber } from '../../contract/history-describer';
import type { PrintedPoints } from './history-lines';
import { PrintFrame, type PrintLayoutRow } from './print-frame';

/** A game's printable sheet from its parts, for every game printed in the toolkit's frame. */
export function gamePrintSheet<Creation, Sheet, Settings>(parts: {
  className: string;
  overridesTitle: string;
  describer: HistoryDescriber<Sheet>;
  points: PrintedPoints<Sheet>;
  layout(sheet: Sheet): readonly PrintLayoutRow<Sheet>[];
  /** The campaign settings in the game's words, for the rules behind the sheet (the game's `settingRows`). */
  settingRows?(settings: Settings): readonly SettingRow[];
}) {
  return observer(function GamePrintSheet({
    editor,
    options,
  }: {
    editor: CharacterEditor<Creation, Sheet, Settings>;
    options: PrintOptions;
  }) {
    return (
      <PrintFrame editor={editor as unknown as CharacterEditor<unknown, Sheet, unknown>} options={options} {...parts} />
    );
  });
}
