import { observer } from 'mobx-react-lite';
import { Fragment } from 'react';
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
    <article
      className={`print-sheet print-game-master ${pageSizeClass(options.pageSize)}`}
      aria-label={`Non-player characters of ${campaignName}`}
    >
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

const NpcBlock = observer(function NpcBlock({
  editor,
  points,
}: {
  editor: AnyCharacterEditor;
  points: PointsVocabulary | undefined;
}) {
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
        <pre className="print-npc-sheet">
          {editor.system.sheetText(sheet).map((line, i) => (
            <Fragment key={i}>
              {i > 0 ? '\n' : null}
              <StatLine line={line} />
            </Fragment>
          ))}
        </pre>
      )}
    </section>
  );
});

/**
 * One line of the sheet in the checker's fixed-width words, which wraps only between its items: the checker sets
 * items apart with two spaces or more ("Sword   7  (trained; base Dexterity = 3, base +4)"), and an item too long
 * for the column breaks after one of its commas or semicolons, never inside a phrase ("base⏎Dexterity"). Each
 * item and each phrase is an inline block that moves to the next line whole; the spaces between them are kept, so
 * the columns line up where nothing wraps, and the lines are the checker's lines, as text copied from the page keeps them.
 */
function StatLine({ line }: { line: string }) {
  const [, indent = '', rest = ''] = /^( *)(.*)$/.exec(line) ?? [];
  return (
    <>
      {indent}
      {rest
        .split(/( {2,})/)
        .map((part, i) => (i % 2 === 1 ? part : part === '' ? null : <StatItem key={i} item={part} />))}
    </>
  );
}

function StatItem({ item }: { item: string }) {
  const phrases = item.split(/(?<=[,;]) /);
  return (
    <span className="print-npc-item">
      {phrases.map((phrase, i) => (
        <Fragment key={i}>
          {i > 0 ? ' ' : null}
          <span className="print-npc-phrase">{phrase}</span>
        </Fragment>
      ))}
    </span>
  );
}
