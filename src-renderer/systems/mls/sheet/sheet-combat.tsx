import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import {
  attackRounds,
  attacksPerTurn,
  COMBAT_ROUNDS,
  CRITICAL_DAM_FACTOR,
  criticalDamageDice,
  DAM_PER_D6,
  damageDice,
  EXTRA_DAM_FOR_D3,
  SKILL_PER_ATTACK,
  type DamageDice,
  type MlsSheet,
} from '../../../../shared/rules/systems/mls';
import { figure } from '../../../base/format';
import { ColumnHeads, figures } from '../../../components/column-heads';
import { Why } from '../../../components/explain/why-button';

/**
 * The Dam ratings the damage table shows. The rulebook lists no weapons ("Damage" gives only the rule from a
 * Dam rating), so the table covers the ratings a referee is likely to give, 1 to 20: the project's choice.
 */
export const DAM_RATINGS_SHOWN = Array.from({ length: 20 }, (_, i) => i + 1);

/** "3rd", "1st, 3rd and 5th", "every round". */
export function roundsText(rounds: readonly number[]): string {
  if (rounds.length === 0) return 'none';
  if (rounds.length === COMBAT_ROUNDS) return 'every round';
  const nth = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
  const words = rounds.map(nth);
  return words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} and ${words.at(-1)!}`;
}

/** "4 to 6", or "4" when the roll can never beat the Dam: damage done is the roll or the Dam, whichever is greater. */
export function damageRange(d: DamageDice): string {
  return d.highest > d.dam ? `${figure(d.dam)} to ${figure(d.highest)}` : figure(d.dam);
}

/** "2d6+1d3 (8 to 15)", or "none (1)" for a Dam too low for any die. */
export function diceWithRange(d: DamageDice): string {
  return `${d.text} (${damageRange(d)})`;
}

/** The combat and magic skills' attacks per turn ("Combat Rounds"), and the damage dice of each Dam rating ("Damage"). */
export const SheetCombat = observer(function SheetCombat({ sheet }: { sheet: MlsSheet }) {
  const ids = { heading: useId(), attacks: useId(), damage: useId() };
  const skills = sheet.secondaries.filter((s) => s.combat);
  return (
    <section className="sheet-group" aria-labelledby={ids.heading}>
      <h3 id={ids.heading}>Combat</h3>
      <h4 id={ids.attacks}>Attacks per turn</h4>
      {skills.length === 0 ? (
        <p className="empty-state">
          No secondary trait is marked as a combat or magic skill; mark one in the builder, or when acquiring it, to see
          its attacks per turn.
        </p>
      ) : (
        <table className="sheet-table" aria-labelledby={ids.attacks}>
          <ColumnHeads columns={['Skill', figures('Value'), figures('Attacks'), 'Rounds']} />
          <tbody>
            {skills.map((s) => {
              const attacks = s.value === null ? 0 : attacksPerTurn(s.value);
              return (
                <tr key={s.id}>
                  <th scope="row">{s.name}</th>
                  <td className="num">
                    {s.value === null ? 'not acquired' : figure(s.value)}
                    {s.value !== null && (
                      <Why
                        path={`sheet.secondaries.${sheet.secondaries.indexOf(s)}.value`}
                        term={s.name}
                        value={s.value}
                      />
                    )}
                  </td>
                  <td className="num">{attacks}</td>
                  <td>{roundsText(attackRounds(attacks))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <p className="how">
        Half the skill’s value (base + level, what is added to 3d6), rounded down, at most {COMBAT_ROUNDS}: a skill of{' '}
        {SKILL_PER_ATTACK} or {SKILL_PER_ATTACK * 2 - 1} attacks once, in the {roundsText(attackRounds(1))} of the
        turn’s {COMBAT_ROUNDS} rounds.
      </p>
      <h4 id={ids.damage}>Damage by Dam rating</h4>
      <table className="sheet-table" aria-labelledby={ids.damage}>
        <ColumnHeads
          columns={[figures('Dam'), 'Dice', figures('Damage done'), `Critical (Dam × ${CRITICAL_DAM_FACTOR})`]}
        />
        <tbody>
          {DAM_RATINGS_SHOWN.map((dam) => {
            const d = damageDice(dam);
            return (
              <tr key={dam}>
                <th scope="row" className="num">
                  {dam}
                </th>
                <td>{d.text}</td>
                <td className="num">{damageRange(d)}</td>
                <td>{diceWithRange(criticalDamageDice(dam))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="how">
        A PC or major NPC rolls 1d6 for every {DAM_PER_D6} points of Dam and 1d3 more for {EXTRA_DAM_FOR_D3} or{' '}
        {DAM_PER_D6 - 1} points over; damage done is the roll or the Dam, whichever is greater. A minor NPC does the
        Dam. Armour is subtracted before the damage is applied.
      </p>
    </section>
  );
});
