import {
  BODY_PART_TABLE,
  HEIMR_BOOK as B,
  PRINTED_ATTACK_SCORES,
  dodgeAbility,
  dodgeTable,
  heimrEffects,
  heimrInjuryEffects,
  type HeimrSheet,
} from '../../../../shared/rules/systems/heimr';
import { figure, percent, signed } from '../../../base/format';
import { figures } from '../../../components/column-heads';
import { PrintSection, PrintTable } from '../../../components/print/print-parts';
import { BookLine, dodgeName, penaltyText } from '../controls/combat-words';
import { fatigueFor } from '../controls/odds';
import { PrintArmoury } from './print-armoury';

/*
 * The combat reference on paper (002_660a93111b0de833.txt, "Defence", "Defending against multiple attacks",
 * "Targeting a body part", "Injury Effects", "Effects"): the dodge of each turn with its penalty and its chances
 * against a few attack scores, then the book's tables and effects. The pencil sheet keeps the penalties, which are
 * the book's, and leaves the character's consistency and chances to fill in.
 */
export function PrintCombat({ sheet, blank }: { sheet: HeimrSheet; blank: boolean }) {
  return (
    <PrintSection title="Combat" className="heimr-print-combat">
      <PrintDodges sheet={sheet} blank={blank} />
      <PrintArmoury sheet={sheet} blank={blank} />
      <BookLine source={B.defencePenalty} className="print-note" />
      <p className="print-note">
        <strong>Targeting a body part</strong> (D6 result):{' '}
        {BODY_PART_TABLE.map((row) => `${row.part} ${row.d6}`).join(', ')}. “{B.targetingPenalty.quote}”
      </p>
      <p className="print-note">
        <strong>Injury effects</strong>:{' '}
        {heimrInjuryEffects()
          .map((row) => `${row.part} ${row.effect}`)
          .join(', ')}
        . “{B.injuryEffectLasts.quote}”
      </p>
      <dl className="heimr-print-effects">
        {heimrEffects().map((e) => (
          <div key={e.id}>
            <dt>{e.name}</dt>
            <dd>{e.text}</dd>
          </div>
        ))}
      </dl>
    </PrintSection>
  );
}

/** The dodges since the last turn: each one's penalty, consistency and chance against each printed attack score. */
function PrintDodges({ sheet, blank }: { sheet: HeimrSheet; blank: boolean }) {
  const agility = dodgeAbility(sheet);
  if (agility === undefined) return <p className="print-note">This campaign has no Agility ability to dodge with.</p>;
  const fatigue = fatigueFor(agility, sheet.baseFatigue);
  const rows = dodgeTable(agility.consistency, agility.potential, 0, fatigue);
  const chances = PRINTED_ATTACK_SCORES.map((attack) =>
    dodgeTable(agility.consistency, agility.potential, attack, fatigue),
  );
  return (
    <PrintTable
      blank={blank}
      label={`Dodge with ${agility.name}: chance the attack misses, by attack score`}
      columns={[
        'Dodge',
        'Penalty',
        figures('Consistency'),
        ...PRINTED_ATTACK_SCORES.map((attack) => figures(`Attack ${figure(attack)}`)),
      ]}
      rows={rows.map((row) => ({ ...row, id: String(row.use) }))}
      heading={(row) => dodgeName(row.use)}
      cells={(row) => [
        penaltyText(row.penalty),
        { filled: signed(row.consistency), strong: true },
        ...chances.map((table) => {
          const chance = table[row.use - 1]!.chance;
          return { filled: chance === null ? '—' : percent(chance) };
        }),
      ]}
    />
  );
}
