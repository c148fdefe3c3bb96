import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import {
  cpForIncrement,
  formatAge,
  isReductionIncrement,
  PRIMARY_TRAIT_NAMES,
  PRIMARY_TRAITS,
  type PrimaryTrait,
} from '../../../../shared/rules/systems/mls';
import { countOf, cps } from '../../../base/format';
import type { PartyMembers } from '../../../contract/game-screens';
import type { MlsEditor } from '../controls/creation-step';
import { usePartyEditors } from './party-editors';
import { MemberToggle, PartyFormEnd, UnopenedRow, useChosenMembers } from './party-form-parts';
import { previewPurchase } from './purchase-button';

/** What one increment does to a character: the age it reaches, its CPs, and the traits a reduction due may take. */
function incrementOf(editor: MlsEditor) {
  const sheet = editor.sheet;
  if (!sheet) return undefined;
  const reached = sheet.ageIncrements + 1;
  const due = isReductionIncrement(reached);
  const choices = due
    ? PRIMARY_TRAITS.flatMap((trait) => {
        const p = previewPurchase(sheet, { type: 'age', reduce: trait }, editor.settings);
        return p.blocked || !p.after
          ? []
          : [{ trait, from: sheet.primaries[trait].value, to: p.after.primaries[trait].value }];
      })
    : [];
  const plain = due ? undefined : previewPurchase(sheet, { type: 'age' }, editor.settings).blocked;
  return {
    now: formatAge(sheet.race, sheet.ageIncrements),
    after: formatAge(sheet.race, reached),
    gain: cpForIncrement(reached),
    due,
    choices,
    blocked: plain,
  };
}

/**
 * The Nutshell MLS party ages one increment together ("Character Points": an increment of age gives its CPs;
 * "Effects of Age": at base + 22, + 32 and every 10 increments a primary trait other than Size loses a level).
 * Each character chosen is listed with its age now and after; a character whose increment brings a reduction
 * asks its player's choice of trait, and nothing is recorded until every such choice is made. The whole is one
 * aging of the campaign, and each increment an `age` entry in the character's ledger naming it (at the session, on a
 * session's page), so "Undo the last aging" takes it back from everyone; if the rules refuse one increment, the ones
 * recorded before it are taken back and nothing is kept.
 */
export const MlsPartyAging = observer(function MlsPartyAging({ party }: { party: PartyMembers }) {
  const ids = { heading: useId() };
  const [open, setOpen] = useState(false);
  return (
    <section className="card no-print" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Age the party</h2>
      <p className="hint">
        Every character chosen ages one increment: its CPs, the end of any training, and where age costs a primary
        trait, the one its player chooses.
      </p>
      {open ? (
        <PartyAgingForm party={party} onClose={() => setOpen(false)} />
      ) : (
        <button type="button" disabled={party.characters.length === 0} onClick={() => setOpen(true)}>
          Prepare to age the party…
        </button>
      )}
    </section>
  );
});

const PartyAgingForm = observer(function PartyAgingForm({ party, onClose }: { party: PartyMembers; onClose(): void }) {
  const { members, read } = usePartyEditors(party);
  const [chosen, setChosen] = useChosenMembers(party);
  const [reductions, setReductions] = useState<Readonly<Record<string, PrimaryTrait>>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();
  const [busy, setBusy] = useState(false);
  const characters = party.characters;

  if (!members) {
    return (
      <p role="status">
        <progress value={read} max={Math.max(1, characters.length)} /> Reading {read} of{' '}
        {countOf(characters.length, 'character', 'characters')}…
      </p>
    );
  }

  const aging = members.flatMap((m) =>
    'editor' in m && chosen.has(m.id) ? [{ member: m, editor: m.editor, step: incrementOf(m.editor) }] : [],
  );
  const unchosen = aging
    .filter((a) => a.step?.due && a.step.choices.length > 0 && reductions[a.member.id] === undefined)
    .map((a) => a.member.name);
  const refused = aging
    .filter((a) => a.step === undefined || a.step.blocked !== undefined || (a.step.due && a.step.choices.length === 0))
    .map((a) => a.member.name);
  const problem =
    aging.length === 0
      ? 'Choose at least one character to age.'
      : refused.length > 0
        ? `${refused.join(', ')} cannot age now; see the note beside ${refused.length === 1 ? 'it' : 'each'}, or leave ${refused.length === 1 ? 'it' : 'them'} out.`
        : unchosen.length > 0
          ? `Choose the trait age takes a level from for ${unchosen.join(', ')}.`
          : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || busy) return;
    setBusy(true);
    const steps = aging.map(({ member, step }) => {
      const reduce = reductions[member.id];
      const said = `${member.name} to ${step!.after} (+${cps(step!.gain)}${reduce ? `; ${PRIMARY_TRAIT_NAMES[reduce]} down a level` : ''})`;
      return {
        character: member.id,
        label: `age to ${step!.after}`,
        payload: { type: 'age', ...(reduce ? { reduce } : {}) },
        said,
      };
    });
    const result = await party.age({
      steps,
      done: `Aged ${steps.map((s) => s.said).join(', ')}. “Undo the last aging” takes it back from everyone.`,
    });
    setBusy(false);
    if (result.ok) setReductions({});
    setOutcome(result);
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <table className="history-table">
        <caption className="visually-hidden">
          Each character, its age now and after one increment, and any age reduction
        </caption>
        <thead>
          <tr>
            <th scope="col">Ages</th>
            <th scope="col">Now</th>
            <th scope="col">After one increment</th>
            <th scope="col">Age reduction</th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => {
            if (!('editor' in m)) return <UnopenedRow key={m.id} member={m} columns={3} />;
            const step = incrementOf(m.editor);
            return (
              <tr key={m.id}>
                <MemberToggle id={m.id} name={m.name} chosen={chosen} onChange={setChosen} />
                <td>{step?.now ?? 'its creation cannot be read'}</td>
                <td>{step ? `${step.after} (+${cps(step.gain)})` : '—'}</td>
                <td>
                  {!step ? (
                    '—'
                  ) : step.blocked ? (
                    step.blocked
                  ) : !step.due ? (
                    'None'
                  ) : step.choices.length === 0 ? (
                    'A level is due, and no trait can lose one.'
                  ) : (
                    <select
                      aria-label={`Trait ${m.name} loses a level in`}
                      value={reductions[m.id] ?? ''}
                      disabled={!chosen.has(m.id)}
                      onChange={(e) => setReductions({ ...reductions, [m.id]: e.target.value as PrimaryTrait })}
                    >
                      <option value="">Choose a trait…</option>
                      {step.choices.map((c) => (
                        <option key={c.trait} value={c.trait}>
                          {PRIMARY_TRAIT_NAMES[c.trait]} {c.from} → {c.to}
                        </option>
                      ))}
                    </select>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {problem && <p className="hint">{problem}</p>}
      <PartyFormEnd
        action={aging.length === 1 ? 'Age 1 character one increment' : `Age ${aging.length} characters one increment`}
        blocked={problem !== undefined || busy || party.paused}
        onClose={onClose}
        outcome={outcome}
      />
    </form>
  );
});
