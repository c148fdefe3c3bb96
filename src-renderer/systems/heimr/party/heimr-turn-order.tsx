import { useId, useState } from 'react';
import {
  HEIMR_BOOK as B,
  canRollHeimrInitiative,
  heimrInitiativeProblem,
  heimrTurnOrder,
  rollHeimrInitiative,
  type HeimrCombatant,
  type HeimrSheet,
} from '../../../../shared/rules/systems/heimr';
import { figure, signed } from '../../../base/format';
import type { TurnOrderProps } from '../../../contract/game-screens';
import { BookLine } from '../controls/combat-words';
import './turn-order.css';

/*
 * The order of a fight's turns (002_660a93111b0de833.txt, "Initiative"): each character's initiative roll, its
 * dexterity as consistency and willpower as potential, rolled by the app or typed from the table; then the order,
 * the highest score first and the higher willpower first on the same score. Nothing is recorded.
 */

/** What a character's field holds: its score as typed, and the dice when the app rolled it. */
interface Entry {
  text: string;
  dice?: readonly number[];
}

/** A typed score read: the number, or why it cannot be this character's. */
function readScore(combatant: HeimrCombatant, text: string): { score?: number; problem?: string } {
  if (text.trim() === '') return {};
  const score = Number(text);
  const problem = Number.isFinite(score)
    ? heimrInitiativeProblem(combatant, score)
    : `${combatant.name}’s initiative is a whole number: type the result of the dice with the potential added.`;
  return problem === undefined ? { score } : { problem };
}

export function HeimrTurnOrder({ characters, seed }: TurnOrderProps<HeimrSheet>) {
  const ids = { table: useId(), order: useId() };
  const [entries, setEntries] = useState<Readonly<Record<string, Entry>>>({});
  const [rolledNote, setRolledNote] = useState('');
  const combatants: HeimrCombatant[] = characters.map(({ id, name, sheet }) => ({
    id,
    name,
    consistency: sheet.initiative.consistency,
    willpower: sheet.initiative.potential,
  }));
  const read = combatants.map((combatant) => ({
    combatant,
    ...readScore(combatant, entries[combatant.id]?.text ?? ''),
  }));
  const roll = () => {
    const next: Record<string, Entry> = { ...entries };
    const rolled = combatants.filter(canRollHeimrInitiative);
    for (const c of rolled) {
      const { score, dice } = rollHeimrInitiative(c, seed());
      next[c.id] = { text: String(score), dice };
    }
    setEntries(next);
    setRolledNote(
      `Rolled initiative for ${figure(rolled.length)} ${rolled.length === 1 ? 'character' : 'characters'}.`,
    );
  };
  if (combatants.length === 0) return <p className="hint">Choose who takes part to roll their initiative.</p>;
  return (
    <div className="heimr-turn-order">
      <BookLine source={B.initiative} />
      <BookLine source={B.initiativeOrder} />
      <BookLine source={B.initiativeTie} />
      <table className="sheet-table" id={ids.table}>
        <caption>Initiative of each character taking part</caption>
        <thead>
          <tr>
            <th scope="col">Character</th>
            <th scope="col" className="num">
              Consistency
            </th>
            <th scope="col" className="num">
              Potential (willpower)
            </th>
            <th scope="col">Initiative rolled</th>
          </tr>
        </thead>
        <tbody>
          {read.map(({ combatant, problem }) => (
            <InitiativeRow
              key={combatant.id}
              combatant={combatant}
              entry={entries[combatant.id]}
              problem={problem}
              onType={(text) => setEntries({ ...entries, [combatant.id]: { text } })}
            />
          ))}
        </tbody>
      </table>
      <p>
        <button type="button" onClick={roll}>
          Roll initiative
        </button>{' '}
        <span className="hint" role="status">
          {rolledNote}
        </span>
      </p>
      <TurnOrderList id={ids.order} read={read} />
    </div>
  );
}

/** One character's row: its consistency and potential, and the field its initiative is typed in (or rolled into). */
function InitiativeRow({
  combatant,
  entry,
  problem,
  onType,
}: {
  combatant: HeimrCombatant;
  entry: Entry | undefined;
  problem: string | undefined;
  onType(text: string): void;
}) {
  const ids = { field: useId(), problem: useId(), dice: useId() };
  const described = [entry?.dice ? ids.dice : '', problem === undefined ? '' : ids.problem].join(' ').trim();
  return (
    <tr>
      <th scope="row">{combatant.name}</th>
      <td className="num">{signed(combatant.consistency)}</td>
      <td className="num">{signed(combatant.willpower)}</td>
      <td>
        <label htmlFor={ids.field} className="visually-hidden">
          {`Initiative of ${combatant.name}`}
        </label>
        <input
          id={ids.field}
          className="heimr-initiative-field"
          type="number"
          step={1}
          value={entry?.text ?? ''}
          onChange={(e) => onType(e.target.value)}
          aria-invalid={problem !== undefined}
          aria-describedby={described === '' ? undefined : described}
        />
        {entry?.dice && (
          <span id={ids.dice} className="hint">
            {' '}
            dice {entry.dice.join(', ')}
          </span>
        )}
        {problem !== undefined && (
          <p id={ids.problem} className="field-problem">
            {problem}
          </p>
        )}
      </td>
    </tr>
  );
}

/** The order once every character taking part has a score; otherwise who is still to roll. */
function TurnOrderList({
  id,
  read,
}: {
  id: string;
  read: readonly { combatant: HeimrCombatant; score?: number; problem?: string }[];
}) {
  const missing = read.filter((r) => r.score === undefined).map((r) => r.combatant.name);
  if (missing.length > 0)
    return (
      <p className="hint" aria-live="polite">
        Roll initiative, or type each roll from the table, to see the order. Still to come: {missing.join(', ')}.
      </p>
    );
  const order = heimrTurnOrder(read.map((r) => ({ combatant: r.combatant, score: r.score! })));
  return (
    <div aria-live="polite">
      <h3 id={id}>The order</h3>
      <ol className="heimr-turn-list" aria-labelledby={id}>
        {order.map((turn) => (
          <li key={turn.combatant.id}>
            <strong>{turn.combatant.name}</strong>, initiative {figure(turn.score)}
            {turn.tie !== undefined && <span className="heimr-turn-tie"> ({turn.tie})</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
