import { observer } from 'mobx-react-lite';
import { ATTRIBUTE_INFO, type AttributeSheet } from '../../../../shared/rules/systems/symbaroum';
import { copyCreation } from '../../../components/builder/creation-option';
import { LevelField } from '../../../components/builder/level-field';
import { pointValueControls } from '../../../components/builder/point-value';
import { StepFindings } from '../../../components/builder/step-findings';
import { ColumnHeads, figures } from '../../../components/column-heads';
import { figure } from '../../../components/format';
import { StepButtons } from '../../../components/step-buttons';
import { changeOption, previewCreation, type SymbaroumEditor } from '../controls/edit';
import { asEnemyText, chanceText, shiftText } from '../controls/odds';
import { SYMBAROUM_BUILDER } from './steps';

/**
 * The eight attributes within the campaign's range and points (the text's "Character Creation" chapter is not
 * in the core rules: range and points are campaign settings), each with how a change moves its chances.
 */
export const AttributesStep = observer(function AttributesStep({ editor }: { editor: SymbaroumEditor }) {
  const sheet = editor.sheet!;
  const s = editor.settings;
  const sum = sheet.attributes.reduce((n, a) => n + a.value, 0);
  return (
    <div className="builder-step-body">
      <p className="hint">
        Each attribute runs from {figure(s.lowestAttribute)} to {figure(s.highestAttribute)} in this campaign, and the eight add up to at most {figure(s.attributePoints)}. A test
        succeeds on a D20 equal to or under the attribute, so each point is a 5% better chance.
      </p>
      <p className="builder-summary" role="status">
        Attributes add up to {figure(sum)} of {figure(s.attributePoints)}
        {sum < s.attributePoints ? `; ${figure(s.attributePoints - sum)} more to place` : ''}. Toughness {figure(sheet.toughness.max)}, Pain Threshold {figure(sheet.painThreshold)}
        , Defense {figure(sheet.defense)}, Corruption Threshold {figure(sheet.corruptionThreshold)}.
      </p>
      <table className="builder-table">
        <ColumnHeads columns={['Attribute', figures('Value'), 'Chances', 'Change']} />
        <tbody>
          {sheet.attributes.map((a) => (
            <AttributeRow key={a.id} editor={editor} attribute={a} />
          ))}
        </tbody>
      </table>
      <StepFindings editor={editor} plan={SYMBAROUM_BUILDER} step="attributes" />
    </div>
  );
});

const AttributeRow = observer(function AttributeRow({ editor, attribute }: { editor: SymbaroumEditor; attribute: AttributeSheet }) {
  const s = editor.settings;
  const value = attribute.value;
  const to = (n: number) => {
    const next = copyCreation(editor.creation!);
    next.attributes[attribute.id] = n;
    return next;
  };
  const { check, step } = pointValueControls({
    name: attribute.name,
    value,
    lowest: s.lowestAttribute,
    highest: s.highestAttribute,
    shown: String,
    where: '',
    to,
    preview: (next, options) => previewCreation(editor.creation!, next, s, options),
    option: (next, action, undoLabel, options) => changeOption(editor, next, action, undoLabel, options),
  });
  return (
    <tr>
      <th scope="row">
        {attribute.name}
        <p className="hint builder-note">{ATTRIBUTE_INFO[attribute.id].about}</p>
      </th>
      <td className="num">
        <LevelField
          label={attribute.name}
          labelHidden
          value={value}
          min={s.lowestAttribute}
          max={s.highestAttribute}
          check={check}
          commit={(n) => editor.updateCreation(`${attribute.name} to ${n}`, to(n))}
        />
      </td>
      <td className="symbaroum-shift">
        {value < s.highestAttribute ? `Raised: ${shiftText(value, value + 1)}` : `A test at difficulty 0 succeeds ${chanceText(value, 0)}`}
        <span className="hint">; as an enemy's attribute: {asEnemyText(value)}</span>
      </td>
      <td>
        <StepButtons options={[step(value - 1, 'Lower'), step(value + 1, 'Raise')]} />
      </td>
    </tr>
  );
});
