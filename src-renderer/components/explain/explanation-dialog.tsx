import { observer } from 'mobx-react-lite';
import { useId, useState, type ReactNode } from 'react';
import { formulaInWords, type RuleExplanation } from '../../../shared/rules/core/explain';
import { CalendarDate } from '../calendar-date';
import { ChoiceDialog } from '../choice-dialog';
import { defaultWords } from '../../base/setting-origin';
import { sourcePlace, type ExplainedValue, type ExplainSource, type SettingPart } from './explain-source';

/** A rule explained for the page: a price or a chance, with the book's rule that refuses it where there is one. */
export type ExplainedRule = RuleExplanation & { refused?: string | undefined };

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
          <RuleParts rule={explained.explanation} settings={explained.settings}>
            <MovingEntries explained={explained} showEntry={source.showEntry} />
          </RuleParts>
        )}
      </div>
    </ChoiceDialog>
  );
});

/**
 * A price's or a chance's explanation in a dialog titled with the question asked ("Why does … cost 12 CPs?"): the
 * rule with the character's inputs, the book's rule that refuses it where one does, the settings that took part, the
 * book's words and the app's reading. Worked out once, when the dialog opens.
 */
export function RuleDialog({
  question,
  rule,
  source,
  onClose,
}: {
  question: string;
  rule: ExplainedRule | undefined;
  source: ExplainSource;
  onClose(): void;
}) {
  return (
    <ChoiceDialog title={question} choices={[]} cancelLabel="Close" onCancel={onClose}>
      <div className="explain-body">
        {rule === undefined || rule.formula === '' ? (
          <p>The rules give no explanation of this yet.</p>
        ) : (
          <RuleParts rule={rule} settings={source.settings(rule.settings)}>
            {rule.refused !== undefined && (
              <>
                <h3>Refused by the rules</h3>
                <p className="explain-refused">{rule.refused}</p>
              </>
            )}
          </RuleParts>
        )}
      </div>
    </ChoiceDialog>
  );
}

/** The parts of every explanation: the formula, then `children`, the settings, the book's words and the reading. */
function RuleParts({
  rule,
  settings,
  children,
}: {
  rule: RuleExplanation;
  settings: readonly SettingPart[];
  children?: ReactNode;
}) {
  return (
    <>
      <p className="explain-formula">{formulaInWords(rule.formula)}</p>
      {children}
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
                    <span className="how">(the default: {defaultWords(s.defaultValue, s.origin)})</span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>From the book</h3>
      {rule.sources.map((s, i) => (
        <figure key={i} className="explain-source">
          <blockquote>{s.quote}</blockquote>
          <figcaption>{sourcePlace(s)}</figcaption>
        </figure>
      ))}
      {rule.reading !== undefined && (
        <>
          <h3>The app’s reading</h3>
          <p className="explain-reading">{rule.reading}</p>
        </>
      )}
    </>
  );
}

/** How many of the entries that moved a value are listed before the player asks for all of them. */
const LATEST_ENTRIES = 12;

/**
 * The ledger entries after which a value changed, each leading to its row in the history where the page has one.
 * A value moved by many (the experience earned, after a hundred awards) lists its latest few, with a button that
 * shows them all: a long list is slow to draw and hard to read, and the latest are the ones a player asks about.
 */
function MovingEntries({
  explained,
  showEntry,
}: {
  explained: ExplainedValue;
  showEntry: ((id: string) => void) | undefined;
}) {
  const { entries } = explained;
  const [all, setAll] = useState(false);
  const listId = useId();
  const cut = !all && entries.length > LATEST_ENTRIES;
  const shown = cut ? entries.slice(-LATEST_ENTRIES) : entries;
  return (
    <>
      <h3>Changed in play by</h3>
      {entries.length === 0 ? (
        <p className="explain-none">No entry of the history changed it: it is as the character was made.</p>
      ) : (
        <>
          {entries.length > LATEST_ENTRIES && (
            <p className="explain-entries-count">
              {cut
                ? `The latest ${LATEST_ENTRIES} of ${entries.length} entries, oldest first:`
                : `All ${entries.length} entries, oldest first:`}{' '}
              <button
                type="button"
                className="link-button"
                aria-expanded={!cut}
                aria-controls={listId}
                onClick={() => setAll(cut)}
              >
                {cut ? `Show all ${entries.length}` : `Show the latest ${LATEST_ENTRIES} only`}
              </button>
            </p>
          )}
          <ul id={listId} className="explain-entries">
            {shown.map((e) => (
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
        </>
      )}
    </>
  );
}
