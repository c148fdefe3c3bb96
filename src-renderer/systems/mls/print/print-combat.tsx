import {
  attackRounds,
  attacksPerTurn,
  COMBAT_ROUNDS,
  CRITICAL_DAM_FACTOR,
  criticalDamageDice,
  damageDice,
  type MlsSheet,
} from '../../../../shared/rules/systems/mls';
import './print-combat.css';
import { Filled, FilledCell, PrintSection } from '../../../components/print/print-parts';
import { DAM_RATINGS_SHOWN, damageRange, roundsText } from '../sheet/sheet-combat';
import { ColumnHeads, figures } from '../../../components/column-heads';

/**
 * The printed "Combat" section: the attacks per turn of each combat or magic skill ("Combat Rounds"), and
 * the damage dice of each Dam rating ("Damage"), which are the book's and so printed on the pencil sheet too.
 */
export function PrintCombat({ sheet, blank }: { sheet: MlsSheet; blank: boolean }) {
  const skills = sheet.secondaries.filter((s) => s.combat);
  return (
    <PrintSection title="Combat" className="mls-print-combat">
      {skills.length === 0 ? (
        <p className="print-empty">No combat or magic skill marked.</p>
      ) : (
        <table className="print-table" aria-label="Attacks per turn">
          <ColumnHeads columns={['Skill', figures('Value'), figures('Attacks'), 'Rounds']} />
          <tbody>
            {skills.map((s) => {
              const attacks = s.value === null ? 0 : attacksPerTurn(s.value);
              return (
                <tr key={s.id}>
                  <th scope="row">{s.name}</th>
                  <FilledCell blank={blank}>{s.value ?? '–'}</FilledCell>
                  <FilledCell blank={blank} strong>
                    {attacks}
                  </FilledCell>
                  <td>
                    <Filled blank={blank}>{roundsText(attackRounds(attacks))}</Filled>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <ul className="mls-print-dam" aria-label="Damage by Dam rating">
        {DAM_RATINGS_SHOWN.map((dam) => (
          <li key={dam}>
            Dam {dam}: {damageDice(dam).text} ({damageRange(damageDice(dam))}), critical {criticalDamageDice(dam).text}
          </li>
        ))}
      </ul>
      <p className="print-note">
        Attacks: half the skill, rounded down, at most {COMBAT_ROUNDS}. Damage done is the roll or the Dam, whichever is
        greater; a critical doubles the Dam (× {CRITICAL_DAM_FACTOR}).
      </p>
    </PrintSection>
  );
}
