import { observer } from 'mobx-react-lite';
import {
  describeBase,
  previewCreationStep,
  SECONDARY_START_MAX,
  type NegativeSheet,
} from '../../../../shared/rules/systems/mls';
import { LevelField } from '../../../components/builder/level-field';
import { copyCreation } from '../../../components/builder/creation-option';
import { changeOption, type MlsEditor } from '../controls/creation-step';
import { levelText } from '../controls/format';
import { creationLevelCheck, fitsFile } from '../controls/level-choice';
import { StepButtons } from '../../../components/step-buttons';
import { capitalise } from '../../../base/format';

/** One negative trait at creation: base, level, and the yield of each step, shown before it is taken. */
export const NegativeRow = observer(function NegativeRow({
  editor,
  trait,
}: {
  editor: MlsEditor;
  trait: NegativeSheet;
}) {
  const creation = editor.creation!;
  const level = trait.level ?? 0;
  const step = (delta: 1 | -1) => {
    const { next } = previewCreationStep(creation, { kind: 'negative', id: trait.id, delta }, editor.settings);
    const to = next.negatives.find((n) => n.id === trait.id)!.level;
    return changeOption(
      editor,
      next,
      `${delta > 0 ? 'Raise' : 'Lower'} ${trait.name} to ${levelText(to)}`,
      `${trait.name} to ${levelText(to)}`,
    );
  };
  const atLevel = (n: number) => {
    const next = copyCreation(creation);
    next.negatives.find((x) => x.id === trait.id)!.level = n;
    return next;
  };
  const setTo = (n: number) => `set ${trait.name} to ${levelText(n)}`;
  const checkLevel = (n: number) =>
    creationLevelCheck(
      editor,
      fitsFile(n) ? atLevel(n) : `${trait.name} begins between base and base +${SECONDARY_START_MAX}.`,
      capitalise(setTo(n)),
    );
  const removed = copyCreation(creation);
  removed.negatives = removed.negatives.filter((n) => n.id !== trait.id);
  const remove = changeOption(editor, removed, `Remove ${trait.name}`, `remove ${trait.name}`, { budgetOnly: true });
  return (
    <li className="trait-card">
      <div className="trait-card-heading">
        <h4>{trait.name}</h4>
      </div>
      <p
        className="trait-formula"
        title="A negative trait's value is its base (from the primary traits) plus its level above base."
      >
        Base {describeBase(trait.base)} = {trait.baseValue}, level {levelText(level)}: value{' '}
        <strong>{trait.value}</strong>
      </p>
      <LevelField
        label={`${trait.name}, level above base`}
        value={level}
        min={0}
        max={SECONDARY_START_MAX}
        check={checkLevel}
        commit={(n) => editor.updateCreation(setTo(n), atLevel(n))}
      />
      {/* At base a negative trait can only be removed, which the Remove button offers. */}
      <StepButtons options={[level > 0 ? step(-1) : undefined, step(1)]} />
      <div className="trait-card-actions">
        <StepButtons options={[remove]} />
      </div>
    </li>
  );
});
