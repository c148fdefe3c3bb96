import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import {
  diceRecordProblem,
  enteredRoll,
  parseDice,
  rollDice,
  type DiceRecord,
} from '../../../../shared/rules/core/dice';
import { ADVENTURE_AWARDS, type AdventureRole, type AdventureSize } from '../../../../shared/rules/systems/mls';
import { countOf, cps } from '../../../base/format';
import type { PartyMembers } from '../../../contract/game-screens';
import type { MlsEditor } from '../controls/creation-step';
import { AdventureSizeField } from './award-action';
import { usePartyEditors, type PartyMember } from './party-editors';
import { MemberToggle, PartyFormEnd, UnopenedRow, useChosenMembers } from './party-form-parts';

/** The award a role in an adventure of this size earns: a fixed number of CPs, or the dice to roll. */
function awardOf(size: AdventureSize, role: AdventureRole): { fixed: number } | { dice: string } {
  const award = ADVENTURE_AWARDS[size][role];
  return 'fixed' in award ? { fixed: award.fixed } : { dice: `1d${award.sides}` };
}

/**
 * The roll a character's award is recorded with: the one typed, the app's, or none for a fixed award or an unfinished
 * adventure; or what is wrong with the one typed.
 */
function rollFor(
  award: { fixed: number } | { dice: string },
  unfinished: boolean,
  typed: string,
  editor: MlsEditor,
): { roll?: DiceRecord } | { problem: string } {
  if (unfinished || 'fixed' in award) return {};
  const spec = parseDice(award.dice)!;
  if (typed === '') return { roll: rollDice(spec, editor.nextSeed()) };
  const total = Number(typed);
  const record = Number.isInteger(total) ? enteredRoll(spec, total) : undefined;
  const wrong = record ? diceRecordProblem(record, spec) : `Type the total shown on the ${award.dice}, a whole number.`;
  return wrong ? { problem: wrong } : { roll: record! };
}

/** One character's share of the adventure: its points, what Undo calls it, its ledger entry and how the outcome says it. */
function adventureShare(
  share: { id: string; name: string; role: AdventureRole; dice: DiceRecord | undefined },
  size: AdventureSize,
  unfinished: boolean,
  why: string,
) {
  const { id, name, role, dice } = share;
  const award = awardOf(size, role);
  const points = unfinished ? 0 : 'fixed' in award ? award.fixed : (dice?.total ?? 0);
  const payload = {
    type: 'award',
    adventure: size,
    role,
    ...(unfinished ? { completed: false } : {}),
    ...(dice ? { roll: dice } : {}),
    ...(why ? { note: why } : {}),
  };
  const label = unfinished ? `record an unfinished ${size} adventure` : `award for a ${size} adventure (${role} role)`;
  const said = unfinished ? name : `${name} ${cps(points)}${dice ? ` (rolled ${dice.total} on ${dice.dice})` : ''}`;
  return { character: id, points, label, payload, said };
}

/** What the outcome says once the adventure is recorded: each character's share, or that it earned nothing. */
function adventureDone(size: AdventureSize, unfinished: boolean, why: string, parts: readonly string[]): string {
  return unfinished
    ? `Recorded the unfinished ${size} adventure for ${parts.join(', ')}: no CPs.`
    : `Awarded the ${size} adventure${why ? ` (${why})` : ''}: ${parts.join(', ')}. “Undo the last award” takes it back from everyone.`;
}

/** The adventure as a whole: its size, what it was for, and whether it was completed. */
function AdventureFields({
  ids,
  size,
  onSize,
  note,
  onNote,
  unfinished,
  onUnfinished,
}: {
  ids: { size: string; note: string };
  size: AdventureSize;
  onSize(size: AdventureSize): void;
  note: string;
  onNote(note: string): void;
  unfinished: boolean;
  onUnfinished(unfinished: boolean): void;
}) {
  return (
    <div className="stacked-form">
      <AdventureSizeField id={ids.size} size={size} onChange={onSize} />
      <label htmlFor={ids.note}>What for (optional)</label>
      <input id={ids.note} type="text" value={note} onChange={(e) => onNote(e.target.value)} />
      <label>
        <input type="checkbox" checked={unfinished} onChange={(e) => onUnfinished(e.target.checked)} /> The adventure
        was not completed (no CPs)
      </label>
    </div>
  );
}

/** The table of the characters: each one's role in the adventure and its award. */
function AdventureTable({
  members,
  chosen,
  onChoose,
  roleOf,
  onRole,
  size,
  unfinished,
  rolls,
  onRoll,
}: {
  members: readonly PartyMember[];
  chosen: ReadonlySet<string>;
  onChoose(next: ReadonlySet<string>): void;
  roleOf(id: string): AdventureRole;
  onRole(id: string, role: AdventureRole): void;
  size: AdventureSize;
  unfinished: boolean;
  rolls: Readonly<Record<string, string>>;
  onRoll(id: string, roll: string): void;
}) {
  return (
    <table className="history-table">
      <caption className="visually-hidden">Each character's role in the adventure and its award</caption>
      <thead>
        <tr>
          <th scope="col">Character</th>
          <th scope="col">Role</th>
          <th scope="col">Award</th>
        </tr>
      </thead>
      <tbody>
        {members.map((m) =>
          'editor' in m ? (
            <AdventureRow
              key={m.id}
              member={m}
              chosen={chosen}
              onChoose={onChoose}
              role={roleOf(m.id)}
              onRole={(role) => onRole(m.id, role)}
              award={awardOf(size, roleOf(m.id))}
              unfinished={unfinished}
              roll={rolls[m.id] ?? ''}
              onRoll={(roll) => onRoll(m.id, roll)}
            />
          ) : (
            <UnopenedRow key={m.id} member={m} columns={2} />
          ),
        )}
      </tbody>
    </table>
  );
}

/** A character's row of the adventure: whether it is awarded, its role, and its award or the die to roll. */
function AdventureRow({
  member,
  chosen,
  onChoose,
  role,
  onRole,
  award,
  unfinished,
  roll,
  onRoll,
}: {
  member: { id: string; name: string };
  chosen: ReadonlySet<string>;
  onChoose(next: ReadonlySet<string>): void;
  role: AdventureRole;
  onRole(role: AdventureRole): void;
  award: { fixed: number } | { dice: string };
  unfinished: boolean;
  roll: string;
  onRoll(roll: string): void;
}) {
  const here = chosen.has(member.id);
  return (
    <tr>
      <MemberToggle id={member.id} name={member.name} chosen={chosen} onChange={onChoose} />
      <td>
        <select
          aria-label={`Role of ${member.name}`}
          value={role}
          disabled={!here}
          onChange={(e) => onRole(e.target.value as AdventureRole)}
        >
          <option value="minor">Minor</option>
          <option value="major">Major</option>
        </select>
      </td>
      <td>
        {unfinished ? (
          'No CPs'
        ) : 'fixed' in award ? (
          cps(award.fixed)
        ) : (
          <label>
            {award.dice}, rolled{' '}
            <input
              type="text"
              inputMode="numeric"
              size={3}
              aria-label={`Roll for ${member.name} (${award.dice}), empty for the app to roll`}
              placeholder="app"
              disabled={!here}
              value={roll}
              onChange={(e) => onRoll(e.target.value)}
            />
          </label>
        )}
      </td>
    </tr>
  );
}

/**
 * An adventure's CPs for the whole party ("Character Points": the adventure's size and each character's role in it
 * decide a fixed award or a die). For each character chosen: its role, and the die rolled at the table, or left
 * empty for the app to roll (the roll is kept with the entry). An unfinished adventure earns nothing but is recorded.
 * The whole is one award of the campaign (its points the sum of the shares), and each character's share an `award`
 * entry in its ledger naming it, so "Undo the last award" takes it back from everyone; a roll the die cannot give is
 * refused before anything is recorded, and a refusal by the rules takes back the shares recorded before it.
 */
export const MlsPartyAdventure = observer(function MlsPartyAdventure({ party }: { party: PartyMembers }) {
  const ids = { heading: useId() };
  const [open, setOpen] = useState(false);
  return (
    <section className="card no-print" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Award an adventure to the party</h2>
      <p className="hint">
        Each character chosen earns the CPs its role in the adventure gives: a fixed award or a die, rolled at the table
        or by the app.
      </p>
      {open ? (
        <PartyAdventureForm party={party} onClose={() => setOpen(false)} />
      ) : (
        <button type="button" disabled={party.characters.length === 0} onClick={() => setOpen(true)}>
          Prepare an adventure award…
        </button>
      )}
    </section>
  );
});

/** The adventure award's form: the size, what it was for, and each character's role and roll. */
const PartyAdventureForm = observer(function PartyAdventureForm({
  party,
  onClose,
}: {
  party: PartyMembers;
  onClose(): void;
}) {
  const ids = { size: useId(), note: useId() };
  const { members, read } = usePartyEditors(party);
  const [size, setSize] = useState<AdventureSize>('average');
  const [note, setNote] = useState('');
  const [unfinished, setUnfinished] = useState(false);
  const [chosen, setChosen] = useChosenMembers(party);
  const [roles, setRoles] = useState<Readonly<Record<string, AdventureRole>>>({});
  const [rolls, setRolls] = useState<Readonly<Record<string, string>>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();
  const [busy, setBusy] = useState(false);

  if (!members) {
    return (
      <p role="status">
        <progress value={read} max={Math.max(1, party.characters.length)} /> Reading {read} of{' '}
        {countOf(party.characters.length, 'character', 'characters')}…
      </p>
    );
  }

  const roleOf = (id: string): AdventureRole => roles[id] ?? 'minor';
  const awarded = members.flatMap((m) =>
    'editor' in m && chosen.has(m.id) ? [{ id: m.id, name: m.name, editor: m.editor }] : [],
  );

  /** The roll each character's award is recorded with, or what is wrong with the one typed (see rollFor). */
  const rollOf = (id: string, editor: MlsEditor) =>
    rollFor(awardOf(size, roleOf(id)), unfinished, (rolls[id] ?? '').trim(), editor);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || awarded.length === 0) return;
    const planned = awarded.map((a) => ({ ...a, roll: rollOf(a.id, a.editor) }));
    const wrong = planned.find((p) => 'problem' in p.roll);
    if (wrong && 'problem' in wrong.roll) {
      setOutcome({ ok: false, message: `${wrong.name}'s roll: ${wrong.roll.problem} Nothing was awarded.` });
      return;
    }
    setBusy(true);
    const why = note.trim();
    const shares = planned.map(({ id, name, roll }) =>
      adventureShare(
        { id, name, role: roleOf(id), dice: 'roll' in roll ? roll.roll : undefined },
        size,
        unfinished,
        why,
      ),
    );
    const parts = shares.map((s) => s.said);
    const done = adventureDone(size, unfinished, why, parts);
    const result = await party.award({ ...(why ? { note: why } : {}), shares, done });
    setBusy(false);
    if (result.ok) {
      setRolls({});
      setNote('');
    }
    setOutcome(result);
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <AdventureFields
        ids={ids}
        size={size}
        onSize={setSize}
        note={note}
        onNote={setNote}
        unfinished={unfinished}
        onUnfinished={setUnfinished}
      />
      <AdventureTable
        members={members}
        chosen={chosen}
        onChoose={setChosen}
        roleOf={roleOf}
        onRole={(id, role) => setRoles({ ...roles, [id]: role })}
        size={size}
        unfinished={unfinished}
        rolls={rolls}
        onRoll={(id, roll) => setRolls({ ...rolls, [id]: roll })}
      />
      <PartyFormEnd
        action={awarded.length === 1 ? 'Award 1 character' : `Award ${awarded.length} characters`}
        blocked={awarded.length === 0 || busy || party.paused}
        onClose={onClose}
        outcome={outcome}
      />
    </form>
  );
});
