import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import type { AnyCharacterEditor } from '../../contract/character-editor';
import type { SettingOrigin } from '../../../shared/rules/core/explain';
import type { SettingRow } from '../../contract/game-screens';
import { defaultWords, originOf } from '../../base/setting-origin';
import { PrintSection } from './print-parts';
import {
  gameSettingWords,
  readingText,
  rulesOf,
  settingLine,
  quotesByPlace,
  type GameSettingWords,
  type PrintedRule,
  type SettingLine,
} from './rules-behind-sheet';

/**
 * "The rules behind this sheet", printed after the sheet when the player asks for explanations: each rule of the
 * book the sheet uses, once, with every value it works out for this character (the formula with the inputs), the
 * campaign settings that took part (a house rule marked, the default beside it), the book's sentences with the
 * book and section to look them up in, and the app's reading where the book is silent or unclear. The game's
 * explanations are worked out here, only while this page is shown.
 */
export const PrintExplanations = observer(function PrintExplanations({
  editor,
  settingRows,
}: {
  editor: AnyCharacterEditor;
  /** The campaign settings in the game's words (its `settingRows`); in words from their paths when absent. */
  settingRows?: ((settings: never) => readonly SettingRow[]) | undefined;
}) {
  const { system, sheet, settings } = editor;
  const rules = useMemo(
    () => (sheet === undefined ? [] : rulesOf(system.explain(sheet, settings))),
    [system, sheet, settings],
  );
  const defaults = useMemo(() => system.parseSettings({}).settings, [system]);
  const game = useMemo(() => gameSettingWords(settingRows, settings, defaults), [settingRows, settings, defaults]);
  return (
    <PrintSection title="The rules behind this sheet" className="print-explanations" flow>
      <p className="print-note">
        Each rule of {system.name} this sheet uses, once, in the book’s own words, with every value it works out for{' '}
        {editor.file.name}.
      </p>
      {rules.map((rule, i) => (
        <PrintedRuleBlock
          key={i}
          rule={rule}
          settings={settings}
          defaults={defaults}
          game={game}
          origins={system.settingOrigins}
        />
      ))}
    </PrintSection>
  );
});

/** One rule: kept whole on a page. */
function PrintedRuleBlock({
  rule,
  settings,
  defaults,
  game,
  origins,
}: {
  rule: PrintedRule;
  settings: unknown;
  defaults: unknown;
  game: GameSettingWords | undefined;
  origins: Readonly<Record<string, SettingOrigin>>;
}) {
  const lines = rule.settings.map((path) => settingLine(path, settings, defaults, game));
  return (
    <section className="print-rule print-keep" aria-label={rule.title}>
      <h3>{rule.title}</h3>
      {quotesByPlace(rule.sources).map(({ place, quotes }) => (
        <figure key={place} className="print-rule-quote">
          <blockquote>
            {quotes.map((quote, i) => (
              <p key={i}>{quote}</p>
            ))}
          </blockquote>
          <figcaption>{place}</figcaption>
        </figure>
      ))}
      <ul className="print-rule-formulas" aria-label="Worked out for this character">
        {rule.formulas.map((formula, i) => (
          <li key={i}>{formula}</li>
        ))}
      </ul>
      {lines.length > 0 ? <RuleSettings lines={lines} origins={origins} /> : null}
      {rule.readings.map((reading, i) => (
        <p key={i} className="print-rule-reading">
          <strong>The app’s reading</strong> (the book is silent or unclear here): {readingText(reading)}
        </p>
      ))}
    </section>
  );
}

/** A setting path's key in the settings object: "startingCoins" of "settings.startingCoins". */
const topKey = (path: string): string => path.split('.')[path.startsWith('settings.') ? 1 : 0] ?? '';

/**
 * The campaign settings a rule used, a house rule marked as such with the default beside it and where the default
 * comes from (the book's section, or the app's choice).
 */
function RuleSettings({
  lines,
  origins,
}: {
  lines: readonly SettingLine[];
  origins: Readonly<Record<string, SettingOrigin>>;
}) {
  return (
    <div className="print-rule-settings">
      <span className="print-rule-lead">Campaign settings used:</span>
      <ul aria-label="Campaign settings used">
        {lines.map((line) => (
          <li key={line.path}>
            {line.label}: {line.value}
            {line.houseRule ? (
              <>
                {' '}
                (<strong>house rule</strong>
                {line.houseRule.default === undefined
                  ? '; not among the defaults'
                  : `; the default is ${defaultWords(line.houseRule.default, originOf(origins[topKey(line.path)]))}`}
                )
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
