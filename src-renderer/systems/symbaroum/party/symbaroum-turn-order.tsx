import { useId, useState } from 'react';
import {
  SYMBAROUM_BOOK as B,
  rollSymbaroumTies,
  symbaroumTieRollProblem,
  symbaroumTurnOrder,
  type SymbaroumCombatant,
  type SymbaroumSheet,
  type TieRolls,
} from '../../../../shared/rules/systems/symbaroum';
import type { BookSource } from '../../../../shared/rules/core/explain';
import type { TurnOrderProps } from '../../../contract/game-screens';
import './turn-order.css';

/*
 * The order of a fight's turns (001_747545f513491440.txt, "Turn Order"): the highest Quick first, then the higher
 * Vigilant, then the higher 1D20, rolled by the app or typed from the table. Nothing is recorded.
 */

function Quote({ source }: { source: BookSource }) {
  return (
    <p className="symbaroum-turn-book">
      “{source.quote}” <cite>({source.section})</cite>
    </p>
  );
}

/** One 1D20 field: whose, which roll of theirs, and the text typed (or the roll shown). */
interface TieField {
  combatant: SymbaroumCombatant;
  roll: number;
}

/** The 1D20 fields to show: every roll made so far by those tied, and the one each still has to make. */
function tieFields(combatants: readonly SymbaroumCombatant[], rolls: TieRolls): TieField[] {
  const { toRoll } = symbaroumTurnOrder(combatants, rolls);
  return combatants.flatMap((combatant) => {
    const made = rolls[combatant.id]?.length ?? 0;
    const next = toRoll.some((r) => r.combatant.id === combatant.id) ? 1 : 0;
    return Array.from({ length: made + next }, (_, i) => ({ combatant, roll: i + 1 }));
  });
}

export function SymbaroumTurnOrder({ characters, seed }: TurnOrderProps<SymbaroumSheet>) {
  const ids = { values: useId(), order: useId() };
  const [rolls, setRolls] = useState<TieRolls>({});
  // What is typed in a 1D20 field that is not a face of the die yet, by "id roll".
  const [drafts, setDrafts] = useState<Readonly<Record<string, string>>>({});
  const combatants: SymbaroumCombatant[] = characters.map(({ id, name, sheet }) => ({
    id,
    name,
    quick: sheet.initiative.quick,
    vigilant: sheet.initiative.vigilant,
  }));
  const { turns, toRoll } = symbaroumTurnOrder(combatants, rolls);
  const type = ({ combatant, roll }: TieField, text: string) => {
    const key = `${combatant.id} ${roll}`;
    const value = Number(text);
    const mine = rolls[combatant.id] ?? [];
    if (text.trim() === '') {
      // An emptied field takes back that roll and every later one of the same character.
      setRolls({ ...rolls, [combatant.id]: mine.slice(0, roll - 1) });
      setDrafts({ ...drafts, [key]: '' });
    } else if (symbaroumTieRollProblem(combatant.name, value) === undefined) {
      setRolls({ ...rolls, [combatant.id]: [...mine.slice(0, roll - 1), value, ...mine.slice(roll)] });
      setDrafts(withoutKey(drafts, key));
    } else setDrafts({ ...drafts, [key]: text });
  };
  if (combatants.length === 0) return <p className="hint">Choose who takes part to see the order.</p>;
  return (
    <div className="symbaroum-turn-order">
      <Quote source={B.turnOrder} />
      <Quote source={B.turnOrderTie} />
      <Quote source={B.turnOrderRoll} />
      <div aria-live="polite">
        <h3 id={ids.order}>The order</h3>
        <ol className="symbaroum-turn-list" aria-labelledby={ids.order}>
          {turns.map((turn) => (
            <li key={turn.combatant.id}>
              <strong>{turn.combatant.name}</strong>, Quick {turn.combatant.quick}, Vigilant {turn.combatant.vigilant}
              {turn.rolls.length > 0 && `, 1D20 ${turn.rolls.join(' then ')}`}
              {turn.tie !== undefined && <span className="symbaroum-turn-tie"> ({turn.tie})</span>}
            </li>
          ))}
        </ol>
      </div>
      <TieRollFields
        fields={tieFields(combatants, rolls)}
        rolls={rolls}
        drafts={drafts}
        stillToRoll={toRoll.length > 0}
        onType={type}
        onRoll={() => {
          setRolls(rollSymbaroumTies(combatants, rolls, seed));
          setDrafts({});
        }}
        onClear={() => {
          setRolls({});
          setDrafts({});
        }}
      />
      <Quote source={B.turnOrderWait} />
    </div>
  );
}

function withoutKey(record: Readonly<Record<string, string>>, key: string): Record<string, string> {
  const { [key]: _gone, ...rest } = record;
  return rest;
}

/** The 1D20s of those with the same Quick and Vigilant: a field for each, the app's roll, and a way to start again. */
function TieRollFields({
  fields,
  rolls,
  drafts,
  stillToRoll,
  onType,
  onRoll,
  onClear,
}: {
  fields: readonly TieField[];
  rolls: TieRolls;
  drafts: Readonly<Record<string, string>>;
  stillToRoll: boolean;
  onType(field: TieField, text: string): void;
  onRoll(): void;
  onClear(): void;
}) {
  const id = useId();
  if (fields.length === 0) return null;
  return (
    <fieldset className="symbaroum-turn-ties">
      <legend>1D20 between those with the same Quick and Vigilant</legend>
      {fields.map((field) => {
        const key = `${field.combatant.id} ${field.roll}`;
        const draft = drafts[key];
        const text = draft ?? String(rolls[field.combatant.id]?.[field.roll - 1] ?? '');
        const problem =
          draft !== undefined && draft !== ''
            ? symbaroumTieRollProblem(field.combatant.name, Number(draft))
            : undefined;
        const fieldId = `${id}-${field.combatant.id}-${field.roll}`;
        return (
          <p key={key} className="symbaroum-tie-row">
            <label htmlFor={fieldId}>
              {`${field.combatant.name}’s 1D20${field.roll > 1 ? `, roll ${field.roll}` : ''}`}
            </label>{' '}
            <input
              id={fieldId}
              className="symbaroum-tie-field"
              type="number"
              min={1}
              max={20}
              step={1}
              value={text}
              onChange={(e) => onType(field, e.target.value)}
              aria-invalid={problem !== undefined}
              aria-describedby={problem === undefined ? undefined : `${fieldId}-problem`}
            />
            {problem !== undefined && (
              <span id={`${fieldId}-problem`} className="field-problem">
                {' '}
                {problem}
              </span>
            )}
          </p>
        );
      })}
      <p>
        {stillToRoll && (
          <button type="button" onClick={onRoll}>
            Roll 1D20 for the ties
          </button>
        )}{' '}
        <button type="button" onClick={onClear}>
          Clear the 1D20s
        </button>
      </p>
    </fieldset>
  );
}
