import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import {
  ABILITY_LEVELS,
  DEFAULT_ABILITIES,
  levelTotal,
  nextLevel,
  type AbilityLevel,
  type AbilitySheet,
} from '../../../../shared/rules/systems/symbaroum';
import { copyCreation } from '../../../components/builder/creation-option';
import { StepFindings } from '../../../components/builder/step-findings';
import { ColumnHeads } from '../../../components/column-heads';
import { StepButtons, type StepOption } from '../../../components/step-buttons';
import { changeOption, leftAtCreation, type SymbaroumEditor } from '../controls/edit';
import { experience } from '../points';
import { SYMBAROUM_BUILDER } from './steps';
import { creationSheet } from '../../../components/builder/creation-sheet';

/**
 * The campaign's abilities at novice, adept or master, bought with the starting experience ("Improving Your
 * Character": novice 10, adept 20 more, master 30 more), or with a dead character's ("Dead Player Characters").
 */
export const AbilitiesStep = observer(function AbilitiesStep({ editor }: { editor: SymbaroumEditor }) {
  const sheet = creationSheet(editor)!;
  return (
    <div className="builder-step-body">
      <p className="hint">
        An ability is learned at novice for 10 experience, raised to adept for 20 more and to master for 30 more.{' '}
        <CampaignAbilitiesHint editor={editor} />
      </p>
      <p className="builder-summary">
        {experience(leftAtCreation(editor.creation!, editor.settings))} of {experience(sheet.experience.starting)} left
        {sheet.experience.inheritedFrom ? ` (the experience of ${sheet.experience.inheritedFrom})` : ''}.
      </p>
      {sheet.abilityRows.length === 0 ? (
        <p className="empty-state">
          This campaign lists no abilities yet; ask the Game Master to list the campaign’s in Campaign settings.
        </p>
      ) : (
        <table className="builder-table">
          <ColumnHeads columns={['Ability', 'Level', 'Change']} />
          <tbody>
            {sheet.abilityRows.map((a) => (
              <AbilityRow key={a.id} editor={editor} ability={a} />
            ))}
          </tbody>
        </table>
      )}
      <Inheritance editor={editor} />
      <StepFindings editor={editor} plan={SYMBAROUM_BUILDER} step="abilities" />
    </div>
  );
});

const BOOK_ABILITIES = new Set(DEFAULT_ABILITIES.map((a) => a.id));

/**
 * Where the abilities offered come from: the core rules name only Medicus and Recovery ("Healing Wounds"), and the
 * Game Master lists the campaign's own in its settings, as the MLS occupation step says of occupations.
 */
function CampaignAbilitiesHint({ editor }: { editor: SymbaroumEditor }) {
  const listed = editor.settings.abilities;
  if (listed.length === 0) return null;
  const onlyBook = listed.every((a) => BOOK_ABILITIES.has(a.id));
  return onlyBook ? (
    <>
      The core rules name only {DEFAULT_ABILITIES.map((a) => a.name).join(' and ')}; ask the Game Master to list the
      campaign’s own abilities in Campaign settings.
    </>
  ) : (
    <>This campaign lists its own abilities below; the Game Master adds more in Campaign settings.</>
  );
}

function lowerOf(level: AbilityLevel): AbilityLevel | null {
  const i = ABILITY_LEVELS.indexOf(level);
  return i === 0 ? null : ABILITY_LEVELS[i - 1]!;
}

const AbilityRow = observer(function AbilityRow({
  editor,
  ability,
}: {
  editor: SymbaroumEditor;
  ability: AbilitySheet;
}) {
  const to = (level: AbilityLevel | null) => {
    const next = copyCreation(editor.creation!);
    if (level === null) delete next.abilities[ability.id];
    else next.abilities[ability.id] = level;
    return next;
  };
  // The row is the creation sheet's (creation-sheet.ts): the level chosen at creation, which the builder changes.
  const level = ability.level;
  const up = nextLevel(level ?? undefined);
  const options: (StepOption | undefined)[] = [
    level
      ? changeOption(
          editor,
          to(lowerOf(level)),
          lowerOf(level) ? `Lower ${ability.name} to ${lowerOf(level)}` : `Remove ${ability.name}`,
          `${ability.name} to ${lowerOf(level) ?? 'none'}`,
          {
            budgetOnly: true,
          },
        )
      : undefined,
    up
      ? changeOption(editor, to(up.level), `Learn ${ability.name} at ${up.level}`, `${ability.name} at ${up.level}`)
      : undefined,
  ];
  return (
    <tr className={level ? 'builder-row-chosen' : undefined}>
      <th scope="row">
        {ability.name}
        {ability.description && <p className="hint builder-note">{ability.description}</p>}
      </th>
      <td>{level ? `${level} (${experience(levelTotal(level))})` : '—'}</td>
      <td>
        <StepButtons options={options} />
      </td>
    </tr>
  );
});

/** "Dead Player Characters": a new character may be made with all the experience of a dead one. */
const Inheritance = observer(function Inheritance({ editor }: { editor: SymbaroumEditor }) {
  const ids = { check: useId(), from: useId(), xp: useId(), fromNote: useId() };
  const inherited = editor.creation!.inherited;
  const [fromText, setFromText] = useState<string>();
  const set = (next: { from: string; experience: number } | undefined, label: string) => {
    const c = copyCreation(editor.creation!);
    if (next) c.inherited = next;
    else delete c.inherited;
    editor.updateCreation(label, c);
  };
  return (
    <fieldset className="symbaroum-inheritance">
      <legend>Made after a dead character</legend>
      <span className="symbaroum-check">
        <input
          id={ids.check}
          type="checkbox"
          checked={inherited !== undefined}
          onChange={(e) =>
            set(
              e.target.checked
                ? { from: 'the dead character', experience: editor.settings.startingExperience }
                : undefined,
              e.target.checked ? 'inherit the experience of a dead character' : 'give up the inherited experience',
            )
          }
        />
        <label htmlFor={ids.check}>
          Starts with all the experience of a dead character, instead of the campaign's{' '}
          {experience(editor.settings.startingExperience)}
        </label>
      </span>
      {inherited && (
        <div className="desk-form-grid">
          <label htmlFor={ids.from}>The dead character's name</label>
          <input
            id={ids.from}
            type="text"
            value={fromText ?? inherited.from}
            aria-describedby={fromText !== undefined && fromText.trim() === '' ? ids.fromNote : undefined}
            onChange={(e) => {
              setFromText(e.target.value);
              if (e.target.value.trim())
                set({ ...inherited, from: e.target.value.trim() }, `inherit from ${e.target.value.trim()}`);
            }}
            onBlur={() => setFromText(undefined)}
          />
          {fromText !== undefined && fromText.trim() === '' && (
            <p id={ids.fromNote} className="field-problem">
              Type the dead character's name; until then it stays {inherited.from}.
            </p>
          )}
          <label htmlFor={ids.xp}>Experience the dead character earned in all</label>
          <input
            id={ids.xp}
            type="number"
            min={0}
            step={1}
            value={inherited.experience}
            onChange={(e) => {
              const n = Number(e.target.value);
              if (Number.isInteger(n) && n >= 0)
                set({ ...inherited, experience: n }, `set the inherited experience to ${experience(n)}`);
            }}
          />
        </div>
      )}
    </fieldset>
  );
});
