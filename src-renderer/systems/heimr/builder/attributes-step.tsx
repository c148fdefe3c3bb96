import { observer } from 'mobx-react-lite';
import { baseFatigue } from '../../../../shared/rules/systems/heimr';
import { explainHeimrAttributePoints } from '../../../../shared/rules/systems/heimr/explain-attributes';
import { copyCreation } from '../../../components/builder/creation-option';
import { PointAttributesStep } from '../../../components/builder/point-attributes';
import { capitalise, figure, signed } from '../../../base/format';
import { changeOption, previewCreation, type HeimrEditor } from '../controls/edit';
import { rollText } from '../controls/odds';
import { HEIMR_BUILDER } from './steps';
import { creationSheet } from '../../../components/builder/creation-sheet';
import { shieldStamina } from '../sheet/shield-stamina';

/**
 * The campaign's attributes, each within the campaign's range, their sum within its points. The book leaves
 * creation to the LARP documents; range and points are campaign settings (docs/rules/heimr.md).
 */
export const AttributesStep = observer(function AttributesStep({ editor }: { editor: HeimrEditor }) {
  const sheet = creationSheet(editor)!;
  const s = editor.settings;
  const fatigueFrom = sheet.attributes.find((a) => a.id === s.fatigueAttribute);
  // A shield chosen among the weapons and shields that lowers stamina counts in base fatigue from the start of play.
  const shield = shieldStamina(sheet);
  const penalty = shield?.amount ?? 0;
  return (
    <PointAttributesStep
      editor={editor}
      plan={HEIMR_BUILDER}
      step="attributes"
      shown={signed}
      where=" in this campaign"
      intro={
        <>
          Attributes are what the character is born with; they cannot be trained, and rise only through the progress
          training gives them. In this campaign each starts from {signed(s.lowestAttribute)} to{' '}
          {signed(s.highestAttribute)}, and together they add up to at most {signed(s.attributePoints)}: lower one below
          0 to raise another.
        </>
      }
      gives={
        <>
          Base fatigue {figure(sheet.baseFatigue)}
          {fatigueFrom ? ` (4 − ${fatigueFrom.name}, at least 1)` : ''}
          {shield ? `, ${shield.name} counting ${signed(shield.counted)} while ${shield.shields} is in hand` : ''};
          initiative rolls {rollText(sheet.initiative.consistency, sheet.initiative.potential)}.
        </>
      }
      heading={(a) => (
        <>
          {a.name} <span className="hint">({a.short})</span>
        </>
      )}
      before={{ heads: ['Group'], cells: (a) => <td>{capitalise(a.group)}</td> }}
      consequence={(a) =>
        a.id === s.fatigueAttribute ? (n) => `base fatigue ${figure(baseFatigue(n - penalty))}` : undefined
      }
      to={(creation, a, n) => {
        const next = copyCreation(creation);
        if (n === 0) delete next.attributes[a.id];
        else next.attributes[a.id] = n;
        return next;
      }}
      previewCreation={previewCreation}
      changeOption={changeOption}
      explainPoints={explainHeimrAttributePoints}
    />
  );
});
