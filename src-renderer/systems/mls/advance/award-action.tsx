import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import type { DiceRecord } from '../../../../shared/rules/core/dice';
import { ADVENTURE_AWARDS, type AdventureRole, type AdventureSize } from '../../../../shared/rules/systems/mls';
import type { MlsEditor } from '../controls/creation-step';
import { explainPrice } from '../../../components/priced-button';
import { priceQuestion, StepButtons } from '../../../components/step-buttons';
import type { AdvanceDesk } from './advance-desk';
import { DiceChoice } from './dice-choice';
import { cps } from '../../../base/format';

const SIZES: Record<AdventureSize, string> = { minor: 'Minor', average: 'Average', major: 'Major' };
const ROLES: Record<AdventureRole, string> = { minor: 'Minor', major: 'Major' };

/** The adventure's size, labelled, for a character's award and the party's. */
export function AdventureSizeField({
  id,
  size,
  onChange,
}: {
  id: string;
  size: AdventureSize;
  onChange(size: AdventureSize): void;
}) {
  return (
    <>
      <label htmlFor={id}>Adventure size</label>
      <select id={id} value={size} onChange={(e) => onChange(e.target.value as AdventureSize)}>
        {Object.entries(SIZES).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </>
  );
}

/** "an average adventure" */
function adventureName(size: AdventureSize): string {
  return `${size === 'average' ? 'an' : 'a'} ${size} adventure`;
}

/** CPs for an adventure: its size and the character's role decide the dice, rolled here or at the table. */
export const AwardAction = observer(function AwardAction({ editor, desk }: { editor: MlsEditor; desk: AdvanceDesk }) {
  const ids = { heading: useId(), size: useId(), role: useId(), note: useId() };
  const [size, setSize] = useState<AdventureSize>('average');
  const [role, setRole] = useState<AdventureRole>('minor');
  const [unfinished, setUnfinished] = useState(false);
  const [note, setNote] = useState('');
  const award = ADVENTURE_AWARDS[size][role];
  const words = `${adventureName(size)} (${role} role)`;

  const record = (roll?: DiceRecord) => {
    // What the adventure was is kept with the award (the entry's note), and the history shows it.
    const why = note.trim();
    const recorded = desk.perform(
      unfinished ? `record an unfinished ${size} adventure` : `award for ${words}`,
      {
        type: 'award',
        adventure: size,
        role,
        ...(unfinished ? { completed: false } : {}),
        ...(roll ? { roll } : {}),
        ...(why ? { note: why } : {}),
      },
      (before, after) => {
        if (unfinished)
          return `Recorded ${words}${why ? `, ${why}` : ''}, not completed: no CPs, checks may still be rolled.`;
        const gained = after.cp.earned - before.cp.earned;
        return `Awarded ${cps(gained)} for ${why ? `${why}, ` : ''}${words}${roll ? `, rolled ${roll.total} on ${roll.dice}` : ''}.`;
      },
    );
    if (recorded) setNote('');
  };

  let control;
  if (unfinished) {
    control = <StepButtons options={[{ label: 'Record the unfinished adventure (no CPs)', apply: () => record() }]} />;
  } else if ('fixed' in award) {
    const why = {
      question: priceQuestion(words, { amount: -award.fixed, format: cps }),
      explain: () => explainPrice(editor, { type: 'award', adventure: size, role }),
    };
    control = (
      <StepButtons options={[{ label: `Award ${cps(award.fixed)} for ${words}`, why, apply: () => record() }]} />
    );
  } else {
    const dice = `1d${award.sides}`;
    control = (
      <DiceChoice
        dice={dice}
        rollLabel={`Roll ${dice} and award the CPs`}
        fieldLabel={`Award rolled at the table (${dice})`}
        enterLabel="Award the entered roll"
        seed={() => editor.nextSeed()}
        onRoll={(roll) => record(roll)}
      />
    );
  }

  return (
    <section className="mls-advance-group" aria-labelledby={ids.heading}>
      <h4 id={ids.heading}>Award an adventure</h4>
      <div className="mls-advance-form-grid">
        <AdventureSizeField id={ids.size} size={size} onChange={setSize} />
        <label htmlFor={ids.role}>Character's role</label>
        <select id={ids.role} value={role} onChange={(e) => setRole(e.target.value as AdventureRole)}>
          {Object.entries(ROLES).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
        <label htmlFor={ids.note}>What for (optional)</label>
        <input id={ids.note} type="text" value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <label className="mls-advance-check">
        <input type="checkbox" checked={unfinished} onChange={(e) => setUnfinished(e.target.checked)} /> The adventure
        was not completed (no CPs; checks may still be rolled)
      </label>
      <p className="how">
        {unfinished
          ? 'An adventure that was not completed earns no CPs.'
          : 'fixed' in award
            ? `A ${role} role in ${adventureName(size)} earns a fixed ${cps(award.fixed)}.`
            : `A ${role} role in ${adventureName(size)} earns 1d${award.sides} CPs.`}
      </p>
      {control}
    </section>
  );
});
