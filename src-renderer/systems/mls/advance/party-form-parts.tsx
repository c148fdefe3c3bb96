import type { PartyMember } from './party-editors';

/*
 * The parts the MLS party forms (an adventure's award, the party's aging) share: a row for a character that
 * could not be opened, each character's "is it for this one" box, and the form's buttons and outcome.
 */

/** The row of a character whose editor could not be opened: its name and why, across the other `columns`. */
export function UnopenedRow({ member, columns }: { member: Extract<PartyMember, { problem: string }>; columns: number }) {
  return (
    <tr>
      <th scope="row">{member.name}</th>
      <td colSpan={columns}>Could not be opened: {member.problem}</td>
    </tr>
  );
}

/** A character's row header: a box saying whether the party action is for it, named by the character. */
export function MemberToggle({ id, name, chosen, onChange }: { id: string; name: string; chosen: ReadonlySet<string>; onChange(next: ReadonlySet<string>): void }) {
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
export function PartyFormEnd({ action, blocked, onClose, outcome }: { action: string; blocked: boolean; onClose(): void; outcome: { ok: boolean; message: string } | undefined }) {
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
        <div className={outcome.ok ? 'outcome-line' : 'outcome-line outcome-refused'} role={outcome.ok ? 'status' : 'alert'}>
          <p>{outcome.message}</p>
        </div>
      )}
    </>
  );
}
