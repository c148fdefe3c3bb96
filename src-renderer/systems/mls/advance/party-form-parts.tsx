import { useState } from 'react';
import type { PartyMembers } from '../../../contract/game-screens';
import type { PartyMember } from './party-editors';

/*
 * The parts the MLS party forms (an adventure's award, the party's aging) share: a row for a character that
 * could not be opened, each character's "is it for this one" box, and the form's buttons and outcome.
 */

/** The row of a character whose editor could not be opened: its name and why, across the other `columns`. */
export function UnopenedRow({
  member,
  columns,
}: {
  member: Extract<PartyMember, { problem: string }>;
  columns: number;
}) {
  return (
    <tr>
      <th scope="row">{member.name}</th>
      <td colSpan={columns}>Could not be opened: {member.problem}</td>
    </tr>
  );
}

/** A character's row header: a box saying whether the party action is for it, named by the character. */
/**
 * The characters a party form acts on: those the party proposes (present, or not a non-player character), with the
 * player's own ticks and unticks kept on top. The proposal is read afresh at each draw, so a character found to be a
 * non-player character after the form opened (its file still being read) is left out unless the player ticked it.
 */
export function useChosenMembers(party: PartyMembers): [ReadonlySet<string>, (next: ReadonlySet<string>) => void] {
  const [flipped, setFlipped] = useState<ReadonlySet<string>>(new Set());
  const proposed = new Set(party.characters.filter((c) => c.chosen).map((c) => c.id));
  const chosen = new Set(party.characters.filter((c) => proposed.has(c.id) !== flipped.has(c.id)).map((c) => c.id));
  const choose = (next: ReadonlySet<string>) =>
    setFlipped(new Set(party.characters.filter((c) => next.has(c.id) !== proposed.has(c.id)).map((c) => c.id)));
  return [chosen, choose];
}

export function MemberToggle({
  id,
  name,
  chosen,
  onChange,
}: {
  id: string;
  name: string;
  chosen: ReadonlySet<string>;
  onChange(next: ReadonlySet<string>): void;
}) {
  return (
    <th scope="row">
      <label>
        <input
          type="checkbox"
          checked={chosen.has(id)}
          onChange={(e) => {
            const next = new Set(chosen);
            if (e.target.checked) next.add(id);
            else next.delete(id);
            onChange(next);
          }}
        />{' '}
        {name}
      </label>
    </th>
  );
}

/** The form's submit button (`action`, disabled while `blocked`), its Close, and what the last submit did. */
export function PartyFormEnd({
  action,
  blocked,
  onClose,
  outcome,
}: {
  action: string;
  blocked: boolean;
  onClose(): void;
  outcome: { ok: boolean; message: string } | undefined;
}) {
  return (
    <>
      <div className="toolbar">
        <button type="submit" className="primary" disabled={blocked}>
          {action}
        </button>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      {outcome && (
        <div
          className={outcome.ok ? 'outcome-line' : 'outcome-line outcome-refused'}
          role={outcome.ok ? 'status' : 'alert'}
        >
          <p>{outcome.message}</p>
        </div>
      )}
    </>
  );
}
