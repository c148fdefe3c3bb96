import { observer } from 'mobx-react-lite';
import { baseFatigue, type AttributeSheet } from '../../../../shared/rules/systems/heimr';
import { copyCreation } from '../../../components/builder/creation-option';
import { LevelField } from '../../../components/builder/level-field';
import { pointValueControls } from '../../../components/builder/point-value';
import { StepFindings } from '../../../components/builder/step-findings';
import { ColumnHeads, figures } from '../../../components/column-heads';
import { capitalise, figure, signed } from '../../../components/format';
import { StepButtons } from '../../../components/step-buttons';
import { changeOption, previewCreation, type HeimrEditor } from '../controls/edit';
import { rollText } from '../controls/odds';
import { HEIMR_BUILDER } from './steps';

/**
 * The campaign's attributes, each within the campaign's range, their sum within its points. The book leaves
 * creation to the LARP documents; range and points are campaign settings (docs/rules/heimr.md).
 */
export const AttributesStep = observer(function AttributesStep({ editor }: { editor: HeimrEditor }) {
  const sheet = editor.sheet!;
  const s = editor.settings;
  const sum = sheet.attributes.reduce((n, a) => n + a.value, 0);
  const fatigueFrom = sheet.attributes.find((a) => a.id === s.fatigueAttribute);
  return (
    <div className="builder-step-body">
      <p className="hint">
        Attributes are what the character is born with; they cannot be trained, and rise only through the progress training gives them. In this campaign each starts from{' '}
        {signed(s.lowestAttribute)} to {signed(s.highestAttribute)}, and together they add up to at most {signed(s.attributePoints)}: lower one below 0 to raise another.
      </p>
      <p className="builder-summary" role="status">
        Attributes add up to {signed(sum)} of {signed(s.attributePoints)}
        {sum < s.attributePoints ? `; ${figure(s.attributePoints - sum)} more to place` : ''}. Base fatigue {figure(sheet.baseFatigue)}
        {fatigueFrom ? ` (4 − ${fatigueFrom.name}, at least 1)` : ''}; initiative rolls {rollText(sheet.initiative.consistency, sheet.initiative.potential)}.
      </p>
      <table className="builder-table">
        <ColumnHeads columns={['Attribute', 'Group', figures('Value'), 'Change']} />
        <tbody>
          {sheet.attributes.map((a) => (
            <AttributeRow key={a.id} editor={editor} attribute={a} />
          ))}
        </tbody>
      </table>
      <StepFindings editor={editor} plan={HEIMR_BUILDER} step="attributes" />
    </div>
  );
});

const AttributeRow = observer(function AttributeRow({ editor, attribute }: { editor: HeimrEditor; attribute: AttributeSheet }) {
  const s = editor.settings;
  const value = attribute.value;
  const to = (n: number) => {
    const next = copyCreation(editor.creation!);
    if (n === 0) delete next.attributes[attribute.id];
    else next.attributes[attribute.id] = n;
    return next;
  };
  const { check, step } = pointValueControls({
    name: attribute.name,
    value,
    lowest: s.lowestAttribute,
    highest: s.highestAttribute,
    shown: signed,
    where: ' in this campaign',
    to,
    preview: (next, options) => previewCreation(editor.creation!, next, s, options),
    option: (next, action, undoLabel, options) => changeOption(editor, next, action, undoLabel, options),
  });
  return (
    <tr>
      <th scope="row">
        {attribute.name} <span className="hint">({attribute.short})</span>
      </th>
      <td>{capitalise(attribute.group)}</td>
      <td className="num">
        <LevelField
          label={attribute.name}
          labelHidden
          value={value}
          min={s.lowestAttribute}
          max={s.highestAttribute}
          check={check}
          commit={(n) => editor.updateCreation(`${attribute.name} to ${signed(n)}`, to(n))}
          consequence={attribute.id === s.fatigueAttribute ? (n) => `base fatigue ${figure(baseFatigue(n))}` : undefined}
        />
      </td>
      <td>
        <StepButtons options={[step(value - 1, 'Lower'), step(value + 1, 'Raise')]} />
      </td>
    </tr>
  );
});
