import { observer } from 'mobx-react-lite';
import {
  plusTwoAllowance,
  PRIMARY_COST,
  PRIMARY_MAX,
  PRIMARY_MIN,
  PRIMARY_TRAIT_NAMES,
  PRIMARY_TRAITS,
  type PrimaryTrait,
} from '../../../../shared/rules/systems/mls';
import { copyCreation } from '../../../components/builder/creation-option';
import { creationSheet, creationStepOption, type MlsEditor } from '../controls/creation-step';
import { creationLevelCheck, fitsFile } from '../controls/level-choice';
import { LevelField } from '../../../components/builder/level-field';
import { StepButtons } from '../../../components/step-buttons';
import { StepFindings } from '../../../components/builder/step-findings';
import { MLS_BUILDER } from './steps';
import { capitalise, countOf, cps, offset } from '../../../base/format';
import { ColumnHeads } from '../../../components/column-heads';

const PRICE_LIST = `Racial average +1 costs ${cps(PRIMARY_COST[1])} and +2 costs ${PRIMARY_COST[2]}; average ${offset(-1)} yields ${cps(-PRIMARY_COST[-1])} and ${offset(-2)} yields ${-PRIMARY_COST[-2]}.`;

/** The eight primary traits, each one step up or down with its price shown first. */
export const PrimaryStep = observer(function PrimaryStep({ editor }: { editor: MlsEditor }) {
  const creation = editor.creation!;
  const sheet = creationSheet(editor);
  const atPlusTwo = PRIMARY_TRAITS.filter((t) => creation.primaries[t] === PRIMARY_MAX).length;
  const reduced = PRIMARY_TRAITS.filter((t) => creation.primaries[t] < 0).length;
  const allowed = plusTwoAllowance(creation.ageIncrements, reduced);
  return (
    <div className="builder-step-body">
      <p className="hint">{PRICE_LIST}</p>
      <p
        className="builder-summary"
        title="Two traits may be at +2 (one from base age + 22 increments, none from + 32), plus one for each trait below average."
      >
        {atPlusTwo} of {countOf(allowed, 'trait', 'traits')} at +2 used.
      </p>
      <table className="trait-table">
        <ColumnHeads columns={['Trait', 'Value', 'Change']} />
        <tbody>
          {PRIMARY_TRAITS.map((t) => (
            <PrimaryRow
              key={t}
              editor={editor}
              trait={t}
              value={sheet.primaries[t].value}
              average={sheet.primaries[t].average}
              chosen={creation.primaries[t]}
            />
          ))}
        </tbody>
      </table>
      <StepFindings editor={editor} plan={MLS_BUILDER} step="primaries" />
    </div>
  );
});

const PrimaryRow = observer(function PrimaryRow({
  editor,
  trait,
  value,
  average,
  chosen,
}: {
  editor: MlsEditor;
  trait: PrimaryTrait;
  value: number;
  average: number;
  chosen: number;
}) {
  const name = PRIMARY_TRAIT_NAMES[trait];
  const down = creationStepOption(
    editor,
    { kind: 'primary', trait, delta: -1 },
    `Lower ${name} to ${value - 1}`,
    `${name} to ${value - 1}`,
  );
  const up = creationStepOption(
    editor,
    { kind: 'primary', trait, delta: 1 },
    `Raise ${name} to ${value + 1}`,
    `${name} to ${value + 1}`,
  );
  // The field takes the trait's value (average and offset together); the creation keeps the offset.
  const withValue = (n: number) => {
    const next = copyCreation(editor.creation!);
    next.primaries[trait] = n - average;
    return next;
  };
  const setTo = (n: number) => `set ${name} to ${n}`;
  const check = (n: number) =>
    creationLevelCheck(
      editor,
      fitsFile(n - average)
        ? withValue(n)
        : `${name} can be from racial average ${offset(PRIMARY_MIN)} to ${offset(PRIMARY_MAX)}, that is ${average + PRIMARY_MIN} to ${average + PRIMARY_MAX}.`,
      capitalise(setTo(n)),
    );
  return (
    <tr>
      <th scope="row">{name}</th>
      <td className="trait-value" title={`Racial average ${average}, chosen ${offset(chosen)}`}>
        <LevelField
          label={name}
          labelHidden
          value={value}
          min={average + PRIMARY_MIN}
          max={average + PRIMARY_MAX}
          check={check}
          commit={(n) => editor.updateCreation(setTo(n), withValue(n))}
        />{' '}
        <span className="hint">
          (average {average} {offset(chosen)})
        </span>
      </td>
      <td>
        <StepButtons options={[down, up]} />
      </td>
    </tr>
  );
});
