import type { HursagmuSheet } from '../../../../shared/rules/systems/hursagmu';
import { offset } from '../../../base/format';
import { FilledCell, PrintBoxes, type PrintBoxSpec, PrintSection } from '../../../components/print/print-parts';
import {
  chanceWords,
  chargeWords,
  defenseLines,
  initiativeWords,
  rangeList,
  rankWords,
} from '../controls/combat-words';
import { ColumnHeads, figures } from '../../../components/column-heads';

/**
 * The combat values on paper ("ENCOUNTERS"; the revised chapter's "Combat Values"): Defense normally, surprised
 * and for fixed objects, the chance attackers of each rank hit, and what the character's own attacks need.
 * The pencil sheet keeps the boxes and the table's rows with nothing filled in.
 */
export function PrintCombat({ sheet, blank }: { sheet: HursagmuSheet; blank: boolean }) {
  const c = sheet.combat;
  return (
    <PrintSection title="Combat values" className="hursagmu-print-combat">
      <PrintBoxes
        blank={blank}
        boxes={[
          ...defenseLines(c).map((line): PrintBoxSpec => [line.label, line.figure]),
          ['Charge', offset(c.chargeMomentum)],
        ]}
      />
      <table className="print-table" aria-label="Chance an attacker hits">
        <ColumnHeads columns={["Attacker's trait", figures('Normally'), figures('Surprised')]} />
        <tbody>
          {c.attackers.map((a) => (
            <tr key={a.level}>
              <th scope="row">{rankWords(a.rank, a.level)}</th>
              <FilledCell blank={blank}>{chanceWords(a.hit)}</FilledCell>
              <FilledCell blank={blank}>{chanceWords(a.hitSurprised)}</FilledCell>
            </tr>
          ))}
        </tbody>
      </table>
      {blank ? (
        <p className="print-note">
          {c.flat
            ? 'A defense is a flat number to beat with 2d6 + trait.'
            : 'A defense is rolled, 2d6 + Defense; ties go to the defender.'}{' '}
          Range: +1 to the challenge per increment.
        </p>
      ) : (
        <ul className="print-note hursagmu-print-reasons">
          {defenseLines(c).map((line) => (
            <li key={line.label}>
              {line.label} {line.figure}: {line.how}.
            </li>
          ))}
          <li>
            A fixed object:{' '}
            {c.fixedObject.map((f) => `${f.name} ${chanceWords(f.hit)}`).join(', ') ||
              'no attack trait in this campaign'}
            .
          </li>
          <li>Initiative: {initiativeWords(c)}.</li>
          <li>Charge: {chargeWords(c, sheet.movement)}.</li>
          <li>
            Senses: {rangeList(c.senseRanges)}.
            {c.sorceryRanges.length > 0 ? ` Sorcery: ${rangeList(c.sorceryRanges)}.` : ''}
          </li>
        </ul>
      )}
    </PrintSection>
  );
}
