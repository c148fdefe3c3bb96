import { observer } from 'mobx-react-lite';
import type { MlsCreation, MlsSettings, MlsSheet } from '../../../../shared/rules/systems/mls';
import type { PrintedPoints } from '../../../components/print/history-lines';
import { PrintFrame, PrintRow } from '../../../components/print/print-frame';
import { PrintHistory } from '../../../components/print/print-history';
import { PrintOverrides } from '../../../components/print/print-overrides';
import type { CharacterEditor, PrintOptions } from '../../types';
import { mlsHistoryDescriber } from '../history-describer';
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
export const MlsPrintSheet = observer(function MlsPrintSheet({ editor, options }: { editor: MlsEditor; options: PrintOptions }) {
  return (
    <PrintFrame editor={editor} options={options}>
      {(sheet) => <SheetRows editor={editor} sheet={sheet} options={options} />}
    </PrintFrame>
  );
});

function SheetRows({ editor, sheet, options }: { editor: MlsEditor; sheet: MlsSheet; options: PrintOptions }) {
  const blank = options.blank;
  return (
    <>
      <PrintRow>
        <PrintIdentity sheet={sheet} blank={blank} />
      </PrintRow>
      <PrintRow columns>
        <PrintPrimaries sheet={sheet} blank={blank} />
        <PrintPoints sheet={sheet} blank={blank} />
      </PrintRow>
      <PrintRow>
        <PrintSecondaries sheet={sheet} blank={blank} />
      </PrintRow>
      <PrintRow columns>
        <PrintPersonality sheet={sheet} blank={blank} />
        <PrintNegatives sheet={sheet} blank={blank} />
      </PrintRow>
      <PrintRow>
        <PrintCombat sheet={sheet} blank={blank} />
      </PrintRow>
      {sheet.overrides.length > 0 ? (
        <PrintRow>
          <PrintOverrides overrides={sheet.overrides} findings={editor.findings} title="Game master overrides" />
        </PrintRow>
      ) : null}
      {/* The pencil sheet is for play at the table; a history full of dates and CPs has no place on it. */}
      {options.includeHistory && !blank ? (
        <PrintRow>
          <PrintHistory editor={editor} describer={mlsHistoryDescriber} points={HISTORY_POINTS} />
        </PrintRow>
      ) : null}
    </>
  );
}
