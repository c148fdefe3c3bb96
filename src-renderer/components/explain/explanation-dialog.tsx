import { observer } from 'mobx-react-lite';
import { formulaInWords } from '../../../shared/rules/core/explain';
import { CalendarDate } from '../calendar-date';
import { ChoiceDialog } from '../choice-dialog';
import { sourcePlace, type ExplainedValue, type ExplainSource } from './explain-source';

/**
 * One value's explanation in a dialog titled with the question asked: the formula with the character's inputs, the
 * entries that moved it (each leading to its row in the history), the campaign settings that took part (a house rule
 * beside the default), the book's own words, and the app's reading where the book is silent or ambiguous.
 * Escape or Close shuts it and focus goes back to the control that opened it.
 */
export const ExplanationDialog = observer(function ExplanationDialog({
  question,
  path,
  source,
  onClose,
}: {
  question: string;
  path: string;
  source: ExplainSource;
  onClose(): void;
}) {
  const explained = source.explain(path);
  return (
    <ChoiceDialog title={question} choices={[]} cancelLabel="Close" onCancel={onClose}>
      <div className="explain-body">
        {explained === undefined || explained.explanation.formula === '' ? (
          <p>The rules give no explanation of this value yet ({path}).</p>
        ) : (
          <ExplanationParts explained={explained} showEntry={source.showEntry} />
        )}
      </div>
    </ChoiceDialog>
  );
});

function ExplanationParts({
  explained,
  showEntry,
}: {
  explained: ExplainedValue;
  showEntry: ((id: string) => void) | undefined;
}) {
  const { explanation, entries, settings } = explained;
  return (
    <>
      <p className="explain-formula">{formulaInWords(explanation.formula)}</p>
      <h3>Changed in play by</h3>
      {entries.length === 0 ? (
        <p className="explain-none">No entry of the history changed it: it is as the character was made.</p>
      ) : (
        <ul className="explain-entries">
          {entries.map((e) => (
            <li key={e.id}>
              {showEntry ? (
                <button type="button" className="link-button" onClick={() => showEntry(e.id)}>
                  {e.what}
                </button>
              ) : (
                e.what
              )}{' '}
              <span className="how">
                (<CalendarDate iso={e.date} />)
              </span>
            </li>
          ))}
        </ul>
      )}
      {settings.length > 0 && (
        <>
          <h3>Campaign settings</h3>
          <ul className="explain-settings">
            {settings.map((s) => (
              <li key={s.path}>
                {s.label}: {s.value}
                {s.house && (
                  <>
                    {' '}
                    <strong className="explain-house">House rule</strong>{' '}
                    <span className="how">(the default: {s.defaultValue})</span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>From the book</h3>
      {explanation.sources.map((s, i) => (
        <figure key={i} className="explain-source">
          <blockquote>{s.quote}</blockquote>
          <figcaption>{sourcePlace(s)}</figcaption>
        </figure>
      ))}
      {explanation.reading !== undefined && (
        <>
          <h3>The app’s reading</h3>
          <p className="explain-reading">{explanation.reading}</p>
        </>
      )}
    </>
  );
}
