import { currentHitPoints, formatAge, RACES } from '../../../../shared/rules/systems/mls';
import type { MlsSheet, PointsSheet } from '../../../../shared/rules/systems/mls';
import { figure } from '../../../base/format';
import { thresholdsText } from '../controls/wounds';
import { PrintBoxes, PrintSection, TrackBoxes } from '../../../components/print/print-parts';

/** The parts of the printed sheet that are not trait tables: who the character is and the points to track. */

/** Race, age, occupation, CPs unspent, money and favour. */
export function PrintIdentity({ sheet, blank }: { sheet: MlsSheet; blank: boolean }) {
  const occupation = sheet.secondaries.find((s) => s.occupation);
  return (
    <PrintSection title="Character" className="mls-print-identity">
      <PrintBoxes
        blank={blank}
        boxes={[
          ['Race', RACES[sheet.race].name, { filled: true }],
          ['Age', formatAge(sheet.race, sheet.ageIncrements)],
          ['Occupation', occupation?.name ?? '\u00a0', { filled: true, wide: true }],
          ['CPs unspent', sheet.cp.earned - sheet.cp.spent],
          ['Florins', sheet.florins],
          ['Favour', sheet.favour],
        ]}
      />
    </PrintSection>
  );
}

function PointsBlock({
  title,
  points,
  blank,
  basis,
  current,
  lines,
}: {
  title: string;
  points: PointsSheet;
  blank: boolean;
  basis: string;
  current?: number;
  lines?: string;
}) {
  return (
    <div className="mls-print-points">
      <h3>{title}</h3>
      {/* Current hit points are kept in the ledger; magic points spent are kept at the table (a box to write in). */}
      <PrintBoxes
        blank={blank}
        boxes={[
          ['Total', points.total],
          ['Current', current === undefined ? undefined : figure(current)],
        ]}
      />
      {blank ? null : (
        <p className="print-note">
          {points.roll === null ? `${basis}: no roll, ` : `${basis}: rolled ${points.roll} on ${points.dice}d6, `}
          at least {points.dice} x 3 = {Math.max(0, points.dice * 3)}.{lines ? ` ${lines}` : ''}
        </p>
      )}
      <TrackBoxes total={points.total} blank={blank} label={title} />
    </div>
  );
}

/** Hit, magic and fate points, each with a total and space to keep the current value. */
export function PrintPoints({ sheet, blank }: { sheet: MlsSheet; blank: boolean }) {
  return (
    <PrintSection title="Points" className="mls-print-points-section">
      <PointsBlock
        title="Hit points"
        points={sheet.hitPoints}
        blank={blank}
        basis="Size + Body - 2 dice"
        current={currentHitPoints(sheet)}
        lines={thresholdsText(sheet.hitPoints.total)}
      />
      {sheet.magicPoints ? (
        <PointsBlock title="Magic points" points={sheet.magicPoints} blank={blank} basis="Aura dice" />
      ) : null}
      <div className="mls-print-points">
        <h3>Fate points</h3>
        <PrintBoxes
          blank={blank}
          boxes={[
            ['Total', sheet.fatePoints.total],
            ['Used', sheet.fatePoints.spent],
            ['Left', sheet.fatePoints.left],
          ]}
        />
        {blank ? null : (
          <p className="print-note">
            {sheet.fatePoints.fromPersonality} from personality traits at 16 to 18,{' '}
            {sheet.fatePoints.bought + sheet.fatePoints.boughtInPlay} bought. One makes a failed Shock Roll against
            death a success, or removes damage to prevent certain death.
          </p>
        )}
      </div>
    </PrintSection>
  );
}
