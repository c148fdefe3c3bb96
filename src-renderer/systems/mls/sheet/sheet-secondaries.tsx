import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import {
  describeBase,
  SKILL_ROLL,
  skillOdds,
  type MlsSheet,
  type NegativeSheet,
  type SecondarySheet,
} from '../../../../shared/rules/systems/mls';
import { diceRoll, percent } from '../../../base/format';
import { levelText } from '../controls/format';
import { ColumnHeads, figures } from '../../../components/column-heads';
import { Why } from '../../../components/explain/why-button';
import { SkillWhy } from '../controls/odds-display';

const KIND_NAMES = { trained: 'Trained', natural: 'Natural', inherent: 'Inherent' } as const;

/** The chances of 3d6 + value as a short phrase, or why the trait cannot be rolled. */
function oddsCell(s: SecondarySheet) {
  if (s.value === null) return <td>Not available until acquired</td>;
  const o = skillOdds(s.value);
  return (
    <td
      title={`${diceRoll(SKILL_ROLL.count, SKILL_ROLL.sides, s.value)}: 15 or more succeeds, 20 or more (or a natural 18) is a critical, 9 or less (or a natural 3) a fumble.`}
    >
      {percent(o.anySuccess)} success
      <SkillWhy name={s.name} value={s.value} outcome="anySuccess" shown={percent(o.anySuccess)} /> ·{' '}
      {percent(o.critical)} critical
      <SkillWhy name={s.name} value={s.value} outcome="critical" shown={percent(o.critical)} /> · {percent(o.fumble)}{' '}
      fumble
      <SkillWhy name={s.name} value={s.value} outcome="fumble" shown={percent(o.fumble)} />
    </td>
  );
}

function valueCell(t: SecondarySheet | NegativeSheet, missing: string, at: string) {
  if (t.level === null || t.value === null) return <td className="num">{missing}</td>;
  return (
    <td className="num" title={`Base ${t.baseValue} (${describeBase(t.base)}) at ${levelText(t.level)}: ${t.value}`}>
      {t.value}
      <Why path={`${at}.value`} term={t.name} value={t.value} />
    </td>
  );
}

/** A trait's base, with its "Why?". */
function baseCell(t: SecondarySheet | NegativeSheet, at: string) {
  return (
    <td className="num">
      {t.baseValue}
      <Why path={`${at}.baseValue`} term={`the base of ${t.name}`} value={t.baseValue} />
    </td>
  );
}

/** A trait's level in words, with its "Why?" where it has one. */
function levelCell(t: SecondarySheet | NegativeSheet, words: string, at: string) {
  return (
    <td>
      {words}
      {t.level !== null && <Why path={`${at}.level`} term={`the level of ${t.name}`} value={levelText(t.level)} />}
    </td>
  );
}

/** Secondary traits with their base, level, value, marks and the odds of a roll, then the negative traits. */
export const SheetSecondaries = observer(function SheetSecondaries({ sheet }: { sheet: MlsSheet }) {
  const ids = { secondaries: useId(), negatives: useId() };
  return (
    <>
      <section className="sheet-group" aria-labelledby={ids.secondaries}>
        <h3 id={ids.secondaries}>Secondary traits</h3>
        {sheet.secondaries.length === 0 ? (
          <p className="empty-state">No secondary traits yet.</p>
        ) : (
          <table className="sheet-table" aria-labelledby={ids.secondaries}>
            <ColumnHeads
              columns={[
                'Trait',
                'Kind',
                'Base from',
                figures('Base'),
                'Level',
                figures('Value'),
                'Marks',
                'On 3d6 + value',
              ]}
            />
            <tbody>
              {sheet.secondaries.map((s, i) => (
                <tr key={s.id}>
                  <th scope="row">{s.name}</th>
                  <td>{KIND_NAMES[s.kind]}</td>
                  <td>{describeBase(s.base)}</td>
                  {baseCell(s, `sheet.secondaries.${i}`)}
                  {levelCell(
                    s,
                    s.level === null ? 'not acquired' : s.level === -2 ? 'base −2 (untrained)' : levelText(s.level),
                    `sheet.secondaries.${i}`,
                  )}
                  {valueCell(s, 'not available', `sheet.secondaries.${i}`)}
                  <td>
                    {[s.occupation ? 'Occupation' : '', s.priest ? 'Priest' : '', s.combat ? 'Combat' : '']
                      .filter(Boolean)
                      .join(', ') || '–'}
                  </td>
                  {oddsCell(s)}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="sheet-group" aria-labelledby={ids.negatives}>
        <h3 id={ids.negatives}>Negative traits</h3>
        {sheet.negatives.length === 0 ? (
          <p className="empty-state">No negative traits.</p>
        ) : (
          <table className="sheet-table" aria-labelledby={ids.negatives}>
            <ColumnHeads columns={['Trait', 'Base from', figures('Base'), 'Level', figures('Value')]} />
            <tbody>
              {sheet.negatives.map((n, i) => (
                <tr key={n.id}>
                  <th scope="row">{n.name}</th>
                  <td>{describeBase(n.base)}</td>
                  {baseCell(n, `sheet.negatives.${i}`)}
                  {levelCell(n, n.level === null ? 'removed' : levelText(n.level), `sheet.negatives.${i}`)}
                  {valueCell(n, 'removed', `sheet.negatives.${i}`)}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
});
