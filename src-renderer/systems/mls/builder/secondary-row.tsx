import { observer } from 'mobx-react-lite';
import {
  describeBase,
  previewCreationStep,
  SECONDARY_START_MAX,
  UNACQUIRED_LEVEL,
  type SecondarySheet,
} from '../../../../shared/rules/systems/mls';
import { LevelField } from '../../../components/builder/level-field';
import { copyCreation } from '../../../components/builder/creation-option';
import type { StepOption } from '../../../components/step-buttons';
import { changeOption, type MlsEditor } from '../controls/creation-step';
import { levelText } from '../controls/format';
import { creationLevelCheck, fitsFile } from '../controls/level-choice';
import { SkillOddsLine } from '../controls/odds-display';
import { StepButtons } from '../../../components/step-buttons';
import { capitalise } from '../../../base/format';

const KIND_NAMES = { trained: 'Trained', natural: 'Natural', inherent: 'Inherent' } as const;

/**
 * One secondary trait at creation: its base and level, the steps up and
 * down with their prices, the odds on 3d6 + its value and what the next
 * level would make of them, and the priest and combat marks. The occupation is marked
 * in one place only: it is added as the occupation in the Occupation step.
 */
export const SecondaryRow = observer(function SecondaryRow({
  editor,
  trait,
}: {
  editor: MlsEditor;
  trait: SecondarySheet;
}) {
  const creation = editor.creation!;
  const level = trait.level ?? 0;
  const name = trait.name;

  const step = (delta: 1 | -1): { option: StepOption; level: number } => {
    const { next } = previewCreationStep(creation, { kind: 'secondary', id: trait.id, delta }, editor.settings);
    const to = next.secondaries.find((s) => s.id === trait.id)!.level;
    const verb = delta > 0 ? 'Raise' : 'Lower';
    return {
      option: changeOption(editor, next, `${verb} ${name} to ${levelText(to)}`, `${name} to ${levelText(to)}`),
      level: to,
    };
  };
  const up = step(1);
  const down = step(-1);

  const lowest = UNACQUIRED_LEVEL[trait.kind] ?? 0;
  const atLevel = (n: number) => {
    const next = copyCreation(creation);
    next.secondaries.find((s) => s.id === trait.id)!.level = n;
    return next;
  };
  const setTo = (n: number) => `set ${name} to ${levelText(n)}`;
  const checkLevel = (n: number) =>
    creationLevelCheck(
      editor,
      fitsFile(n)
        ? atLevel(n)
        : `${name} starts at base or above${trait.kind === 'natural' ? ' (or at base −2 if not acquired)' : ''}, and at most at base +${SECONDARY_START_MAX}.`,
      capitalise(setTo(n)),
    );

  const removed = copyCreation(creation);
  removed.secondaries = removed.secondaries.filter((s) => s.id !== trait.id);
  const remove = changeOption(editor, removed, `Remove ${name}`, `remove ${name}`, { budgetOnly: true });

  return (
    <li className="trait-card">
      <div className="trait-card-heading">
        <h4>{name}</h4>
        <span className="trait-kind">{KIND_NAMES[trait.kind]}</span>
        {trait.occupation && <span className="trait-badge">Occupation</span>}
        {trait.priest && <span className="trait-badge">Priest</span>}
        {trait.combat && <span className="trait-badge">Combat</span>}
      </div>
      <p
        className="trait-formula"
        title="A trait's value is its base (from the primary traits) plus its level above base; this is what is added to 3d6."
      >
        Base {describeBase(trait.base)} = {trait.baseValue}, level {levelText(level)}: value{' '}
        <strong>{trait.value}</strong>
      </p>
      {trait.value !== null && (
        <SkillOddsLine
          name={name}
          value={trait.value}
          next={
            up.option.blocked
              ? undefined
              : { label: `Raise to ${levelText(up.level)}`, value: trait.baseValue + up.level }
          }
        />
      )}
      <LevelField
        label={`${name}, level above base`}
        value={level}
        min={lowest}
        max={SECONDARY_START_MAX}
        check={checkLevel}
        commit={(n) => editor.updateCreation(setTo(n), atLevel(n))}
      />
      {/* At its lowest starting level a trait can only be removed, which the Remove button offers. */}
      <StepButtons options={[level > lowest ? down.option : undefined, up.option]} />
      <div className="trait-card-actions">
        <MarkToggle editor={editor} trait={trait} mark="priest" />
        <MarkToggle editor={editor} trait={trait} mark="combat" />
        <StepButtons options={[remove]} />
      </div>
    </li>
  );
});

/** What each mark a secondary trait can carry is called, and what it does. */
const MARKS = {
  priest: {
    name: 'a Priest magic skill',
    undo: 'priest skill',
    title: 'A Priest magic skill lets the character pray CPs into favour in play.',
  },
  combat: {
    name: 'a combat or magic skill',
    undo: 'combat or magic skill',
    title:
      'A combat or magic skill is used to attack: half its value, rounded down, is its attacks per turn ("Combat Rounds").',
  },
} as const;

const MarkToggle = observer(function MarkToggle({
  editor,
  trait,
  mark,
}: {
  editor: MlsEditor;
  trait: SecondarySheet;
  mark: keyof typeof MARKS;
}) {
  const on = trait[mark];
  const { name, undo, title } = MARKS[mark];
  const toggle = () => {
    const next = copyCreation(editor.creation!);
    const s = next.secondaries.find((x) => x.id === trait.id)!;
    if (on) delete s[mark];
    else s[mark] = true;
    editor.updateCreation(on ? `unmark ${trait.name} as ${undo}` : `mark ${trait.name} as ${undo}`, next);
  };
  return (
    <label className="checkbox-label" title={title}>
      <input type="checkbox" checked={on} onChange={toggle} /> {trait.name} is {name}
    </label>
  );
});
