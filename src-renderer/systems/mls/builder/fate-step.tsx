import { observer } from 'mobx-react-lite';
import {
  FATE_POINT_COST,
  fatePointsForTrait,
  PERSONALITY_MAX,
  PERSONALITY_PAIRS,
  PERSONALITY_STRONG,
} from '../../../../shared/rules/systems/mls';
import { creationSheet, creationStepOption, type MlsEditor } from '../controls/creation-step';
import { StepButtons } from '../../../components/step-buttons';
import { StepFindings } from '../../../components/builder/step-findings';
import { MLS_BUILDER } from './steps';
import { capitalise } from '../../../base/format';

/** "at 16 or 17 one fate point, at 18 two": read from the rules' table, not restated. */
function fateRule(): string {
  const byPoints = new Map<number, number[]>();
  for (let v = PERSONALITY_STRONG; v <= PERSONALITY_MAX; v++) {
    const points = fatePointsForTrait(v);
    if (points > 0) byPoints.set(points, [...(byPoints.get(points) ?? []), v]);
  }
  return [...byPoints]
    .map(([points, values]) => `at ${values.join(' or ')} ${points === 1 ? 'one fate point' : `${points} fate points`}`)
    .join(', ');
}

/** Fate points: those the personality gives, and extra ones bought at 5 CPs each. */
export const FateStep = observer(function FateStep({ editor }: { editor: MlsEditor }) {
  const creation = editor.creation!;
  const sheet = creationSheet(editor);
  const givers = PERSONALITY_PAIRS.flat()
    .map((t) => ({ t, value: sheet.personality[t], points: fatePointsForTrait(sheet.personality[t]) }))
    .filter((x) => x.points > 0);
  const bought = creation.extraFatePoints;
  const up = creationStepOption(editor, { kind: 'fate', delta: 1 }, 'Buy a fate point', `buy fate point ${bought + 1}`);
  const down =
    bought > 0
      ? creationStepOption(
          editor,
          { kind: 'fate', delta: -1 },
          'Give back a bought fate point',
          `give back fate point ${bought}`,
        )
      : {
          label: 'Give back a bought fate point (not allowed)',
          blocked: 'No fate points have been bought, so there is none to give back.',
          apply: () => {},
        };
  return (
    <div className="builder-step-body">
      <p className="hint">
        A personality trait gives {fateRule()}. Extra fate points cost {FATE_POINT_COST} CPs each.
      </p>
      <dl className="mls-fate-summary">
        <dt>From personality</dt>
        <dd>
          {sheet.fatePoints.fromPersonality}
          {givers.length > 0 && (
            <span className="hint">
              {' '}
              ({givers.map((g) => `${capitalise(g.t)} ${g.value}: ${g.points}`).join(', ')})
            </span>
          )}
        </dd>
        <dt>Bought</dt>
        <dd>{bought}</dd>
        <dt>Total fate points</dt>
        <dd>
          <strong>{sheet.fatePoints.total}</strong>
        </dd>
      </dl>
      <StepButtons options={[down, up]} />
      <StepFindings editor={editor} plan={MLS_BUILDER} step="fate" />
    </div>
  );
});
