import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import {
  currentHitPoints,
  FATE_POINT_COST,
  POINT_BASE_MULTIPLIER,
  woundState,
  type MlsSheet,
  type PointsSheet,
} from '../../../../shared/rules/systems/mls';
import { Why } from '../../../components/explain/why-button';
import { cps, figure } from '../../../base/format';
import { thresholdsText, WOUND_MEANINGS, WOUND_NAMES } from '../controls/wounds';

function PointsRows({ label, points, base, path }: { label: string; points: PointsSheet; base: string; path: string }) {
  const floor = Math.max(0, points.dice * POINT_BASE_MULTIPLIER);
  const how =
    points.dice <= 0
      ? `${base} is ${points.dice}, so there is nothing to roll.`
      : `${points.dice}d6 (${base}); the roll or ${points.dice} × ${POINT_BASE_MULTIPLIER} = ${floor}, whichever is greater.`;
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <span className="big-number">{points.total}</span>
        <Why path={`${path}.total`} term={label} value={points.total} />{' '}
        <span className="how">
          {points.roll === null ? 'not rolled' : `rolled ${points.roll}`}; {how}
          {points.earlier &&
            ` Rolled before and replaced: ${points.earlier.map((r) => `${r.total} on ${r.dice}`).join(', ')}.`}
        </span>
      </dd>
    </>
  );
}

/** Fate points, hit points and magic points, each with how it was worked out, and the hit points now. */
export const SheetPoints = observer(function SheetPoints({ sheet }: { sheet: MlsSheet }) {
  const id = useId();
  const fate = sheet.fatePoints;
  const state = woundState(sheet);
  return (
    <section className="sheet-group" aria-labelledby={id}>
      <h3 id={id}>Fate, hit and magic points</h3>
      <dl className="sheet-facts">
        <dt>Fate points</dt>
        <dd>
          <span className="big-number">{fate.left}</span>
          <Why path="sheet.fatePoints.left" term="Fate points left" value={fate.left} />
          <Why path="sheet.fatePoints.total" term="Fate points had" value={fate.total} />{' '}
          <span className="how">
            left of {fate.total}: {fate.fromPersonality} from personality at creation (one per trait at 16 or 17, two at
            18) + {fate.bought} bought at creation
            {fate.boughtInPlay > 0 ? ` + ${fate.boughtInPlay} bought in play` : ''}, at {cps(FATE_POINT_COST)} each;{' '}
            {fate.spent} spent
          </span>
        </dd>
        <PointsRows label="Hit points" points={sheet.hitPoints} base="Size + Body - 2" path="sheet.hitPoints" />
        <dt>Current hit points</dt>
        <dd>
          <span className="big-number">{figure(currentHitPoints(sheet))}</span>
          <Why path="sheet.damage" term="Damage not healed" value={sheet.damage} />{' '}
          <span className="how">
            of {sheet.hitPoints.total}, {sheet.damage} damage not healed. <strong>{WOUND_NAMES[state]}</strong>:{' '}
            {WOUND_MEANINGS[state]} {thresholdsText(sheet.hitPoints.total)}
          </span>
        </dd>
        {sheet.magicPoints ? (
          <PointsRows label="Magic points" points={sheet.magicPoints} base="Aura" path="sheet.magicPoints" />
        ) : (
          <>
            <dt>Magic points</dt>
            <dd className="how">None: the character does not use magic.</dd>
          </>
        )}
      </dl>
    </section>
  );
});
