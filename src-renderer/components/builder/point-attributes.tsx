import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { Finding } from '../../../shared/rules/core/findings';
import { ColumnHeads, figures } from '../column-heads';
import { figure } from '../../base/format';
import type { StepOption } from '../step-buttons';
import { StepButtons } from '../step-buttons';
import type { BuilderPlan } from './builder-plan';
import type { AnyRuleSystem } from '../../../shared/rules/core/system';
import type { ExplainedRule } from '../explain/explanation-dialog';
import type { CreationPreview } from './creation-preview';
import { LevelField } from './level-field';
import { pointValueControls } from './point-value';
import { StepFindings } from './step-findings';
import { creationSheet } from './creation-sheet';

/** One attribute as a point-bought step shows it. */
export interface PointAttribute {
  readonly id: string;
  readonly name: string;
  readonly value: number;
}

/** The campaign settings of a game whose attributes are bought from points within a range. */
export interface PointSettings {
  readonly lowestAttribute: number;
  readonly highestAttribute: number;
  readonly attributePoints: number;
}

type Editor<Creation, Settings> = {
  readonly system: AnyRuleSystem;
  readonly creation: Creation | undefined;
  readonly settings: Settings;
  readonly sheet: { readonly attributes: readonly PointAttribute[] } | undefined;
  readonly findings: readonly Finding[];
  updateCreation(label: string, next: Creation): void;
};

/** What a game tells the step: its range and points, how it writes a value, and the cells of its own. */
export interface PointAttributesProps<
  A extends PointAttribute,
  Creation,
  Settings extends PointSettings,
  Id extends string,
> {
  /** The editor, whose sheet's attributes and settings' range and points the step shows. */
  editor: Editor<Creation, Settings> & { readonly sheet: { readonly attributes: readonly A[] } | undefined };
  plan: BuilderPlan<Id>;
  step: Id;
  /** How the game writes a value: "+1" or "11". */
  shown(n: number): string;
  /** Added to the range's sentence, e.g. " in this campaign". */
  where: string;
  /** The step's opening hint. */
  intro: ReactNode;
  /** Said after the sum in the step's summary: what the attributes give. */
  gives: ReactNode;
  /** The game's column heads before and after the value, with each row's cells. */
  before?: { heads: string[]; cells(a: A): ReactNode };
  after?: { heads: string[]; cells(a: A): ReactNode };
  /** The row's heading (the attribute's name and a note). */
  heading(a: A): ReactNode;
  /** What a typed value would also change, e.g. "base fatigue 2". */
  consequence?(a: A): ((n: number) => string) | undefined;
  /** The creation with attribute `a` at `n`. */
  to(creation: Creation, a: A, n: number): Creation;
  /** The game's creation previewer (see gameCreation). */
  previewCreation(
    current: Creation,
    next: Creation,
    settings: Settings,
    options?: { budgetOnly?: boolean },
  ): CreationPreview;
  changeOption(
    editor: Editor<Creation, Settings>,
    next: Creation,
    action: string,
    undoLabel: string,
    options: { budgetOnly?: boolean; price?: (p: CreationPreview) => string },
  ): StepOption;
  /**
   * The game's explanation of the attribute points a change uses or frees (`action` words it as its button does),
   * for the "Why?" after each step and beside a typed value; none without it.
   */
  explainPoints?:
    ((current: Creation, next: Creation, settings: Settings, action: string) => ExplainedRule | undefined) | undefined;
}

/**
 * A builder step of attributes bought from a pool of creation points within a range (Heimr's and Symbaroum's):
 * the sum against the points, a row an attribute with a typed value and a step down and up, each checked and
 * priced before it is taken, and the step's findings.
 */
export const PointAttributesStep = observer(function PointAttributesStep<
  A extends PointAttribute,
  Creation,
  Settings extends PointSettings,
  Id extends string,
>(props: PointAttributesProps<A, Creation, Settings, Id>) {
  const { shown } = props;
  const attributes = creationSheet(props.editor)!.attributes;
  const points = props.editor.settings.attributePoints;
  const sum = attributes.reduce((n, a) => n + a.value, 0);
  return (
    <div className="builder-step-body">
      <p className="hint">{props.intro}</p>
      <p className="builder-summary" role="status">
        Attributes add up to {shown(sum)} of {shown(points)}
        {sum < points ? `; ${figure(points - sum)} more to place` : ''}. {props.gives}
      </p>
      <table className="builder-table">
        <ColumnHeads
          columns={[
            'Attribute',
            ...(props.before?.heads ?? []),
            figures('Value'),
            ...(props.after?.heads ?? []),
            'Change',
          ]}
        />
        <tbody>
          {attributes.map((a) => (
            <PointAttributeRow key={a.id} {...props} attribute={a} />
          ))}
        </tbody>
      </table>
      <StepFindings editor={props.editor} plan={props.plan} step={props.step} />
    </div>
  );
});

const PointAttributeRow = observer(function PointAttributeRow<
  A extends PointAttribute,
  Creation,
  Settings extends PointSettings,
  Id extends string,
>(p: PointAttributesProps<A, Creation, Settings, Id> & { attribute: A }) {
  const { editor, attribute, explainPoints } = p;
  const { lowestAttribute: lowest, highestAttribute: highest } = editor.settings;
  const value = attribute.value;
  const to = (n: number) => p.to(editor.creation!, attribute, n);
  const { check, step } = pointValueControls({
    name: attribute.name,
    value,
    lowest,
    highest,
    shown: p.shown,
    where: p.where,
    to,
    preview: (next, options) => p.previewCreation(editor.creation!, next, editor.settings, options),
    option: (next, action, undoLabel, options) => p.changeOption(editor, next, action, undoLabel, options),
    explain: explainPoints && ((next, action) => explainPoints(editor.creation!, next, editor.settings, action)),
  });
  return (
    <tr>
      <th scope="row">{p.heading(attribute)}</th>
      {p.before?.cells(attribute)}
      <td className="num">
        <LevelField
          label={attribute.name}
          labelHidden
          value={value}
          min={lowest}
          max={highest}
          check={check}
          commit={(n) => editor.updateCreation(`set ${attribute.name} to ${p.shown(n)}`, to(n))}
          consequence={p.consequence?.(attribute)}
        />
      </td>
      {p.after?.cells(attribute)}
      <td>
        <StepButtons options={[step(value - 1, 'Lower'), step(value + 1, 'Raise')]} />
      </td>
    </tr>
  );
});
