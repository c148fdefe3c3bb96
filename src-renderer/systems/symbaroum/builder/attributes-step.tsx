import { observer } from 'mobx-react-lite';
import { ATTRIBUTE_INFO, STARTING_ATTRIBUTE } from '../../../../shared/rules/systems/symbaroum';
import { explainSymbaroumAttributePoints } from '../../../../shared/rules/systems/symbaroum/explain-attributes';
import { copyCreation } from '../../../components/builder/creation-option';
import { PointAttributesStep } from '../../../components/builder/point-attributes';
import { capitalise, figure } from '../../../base/format';
import { changeOption, previewCreation, type SymbaroumEditor } from '../controls/edit';
import { asEnemyText, chanceText, DifficultyWhy, shiftText } from '../controls/odds';
import { SYMBAROUM_BUILDER } from './steps';
import { creationSheet } from '../../../components/builder/creation-sheet';

/**
 * An attribute's chances, said with the way it moved from where every attribute starts: "Lowered from 10: a test at
 * difficulty 0 succeeds 40% now, 45% at 9"; one at 10 is neither.
 */
function chancesText(value: number, highest: number): string {
  const chances =
    value < highest ? shiftText(value, value + 1) : `a test at difficulty 0 succeeds ${chanceText(value, 0)}`;
  if (value === STARTING_ATTRIBUTE) return capitalise(chances);
  return `${value > STARTING_ATTRIBUTE ? 'Raised' : 'Lowered'} from ${figure(STARTING_ATTRIBUTE)}: ${chances}`;
}

/**
 * The eight attributes within the campaign's range and points (the text's "Character Creation" chapter is not
 * in the core rules: range and points are campaign settings), each with how a change moves its chances.
 */
export const AttributesStep = observer(function AttributesStep({ editor }: { editor: SymbaroumEditor }) {
  const sheet = creationSheet(editor)!;
  const s = editor.settings;
  return (
    <PointAttributesStep
      editor={editor}
      plan={SYMBAROUM_BUILDER}
      step="attributes"
      shown={String}
      where=""
      intro={
        <>
          Each attribute runs from {figure(s.lowestAttribute)} to {figure(s.highestAttribute)} in this campaign, and the
          eight add up to at most {figure(s.attributePoints)}. A test succeeds on a D20 equal to or under the attribute,
          so each point is a 5% better chance.
        </>
      }
      gives={`Toughness ${figure(sheet.toughness.max)}, Pain Threshold ${figure(sheet.painThreshold)}, Defense ${figure(sheet.defense)}, Corruption Threshold ${figure(sheet.corruptionThreshold)}.`}
      heading={(a) => (
        <>
          {a.name}
          <p className="hint builder-note">{ATTRIBUTE_INFO[a.id].about}</p>
        </>
      )}
      after={{
        heads: ['Chances'],
        cells: (a) => (
          <td className="symbaroum-shift">
            {chancesText(a.value, s.highestAttribute)}
            <DifficultyWhy name={a.name} value={a.value} difficulty={0} />
            <span className="hint">; as an enemy's attribute: {asEnemyText(a.value)}</span>
          </td>
        ),
      }}
      to={(creation, a, n) => {
        const next = copyCreation(creation);
        next.attributes[a.id] = n;
        return next;
      }}
      previewCreation={previewCreation}
      changeOption={changeOption}
      explainPoints={explainSymbaroumAttributePoints}
    />
  );
});
