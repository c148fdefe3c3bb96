import { observer } from 'mobx-react-lite';
import type { PointsVocabulary, PrintOptions } from '../../contract/game-screens';
import type { AnyCharacterEditor } from '../../contract/character-editor';
import { CalendarDate } from '../calendar-date';
import { figure } from '../../base/format';
import { legality } from './party-summary';
import { pageSizeClass } from './print-frame';

/**
 * The game master's page: the campaign's non-player characters, several to a page, each a compact block (its name,
 * whether it is legal, its points unspent, and its sheet in the rules package's own words, as the command-line
 * checker prints it) that never breaks across pages. Headed like a sheet: the campaign, the game and the date.
 */
export const GameMasterPage = observer(function GameMasterPage({
  campaignName,
  gameName,
  characters,
  points,
  options,
}: {
  campaignName: string;
  gameName: string;
  characters: readonly AnyCharacterEditor[];
  points: PointsVocabulary | undefined;
  options: Pick<PrintOptions, 'pageSize' | 'date'>;
}) {
  return (
    <article className={`print-sheet print-game-master ${pageSizeClass(options.pageSize)}`} aria-label={`Non-player characters of ${campaignName}`}>
      <header className="print-header">
        <span className="print-header-name">{campaignName}: non-player characters</span>
        <span className="print-header-game">{gameName}</span>
        <span className="print-header-date">
          <CalendarDate iso={options.date} />
        </span>
      </header>
      <div className="print-npc-blocks">
        {characters.map((editor) => (
          <NpcBlock key={editor.file.id} editor={editor} points={points} />
        ))}
      </div>
    </article>
  );
});

const amount = (n: number, points: PointsVocabulary | undefined) => (points ? points.format(n) : figure(n));

const NpcBlock = observer(function NpcBlock({ editor, points }: { editor: AnyCharacterEditor; points: PointsVocabulary | undefined }) {
  const sheet = editor.sheet;
  const left = editor.budget?.left;
  return (
    <section className="print-npc" aria-label={editor.file.name}>
      <h2>{editor.file.name}</h2>
      <p className="print-npc-state">
        {legality(editor)}
        {left === undefined ? '' : ` · ${amount(Math.abs(left), points)} ${left < 0 ? 'overspent' : 'unspent'}`}
      </p>
      {sheet === undefined ? (
        <p>The sheet could not be read: its creation is not one this version of the app understands.</p>
      ) : (
        <pre>{editor.system.sheetText(sheet).join('\n')}</pre>
      )}
    </section>
  );
});
