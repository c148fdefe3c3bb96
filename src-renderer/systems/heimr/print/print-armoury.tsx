import {
  armouryLines,
  blockChance,
  HAND_WORDS,
  PRINTED_ATTACK_SCORES,
  weaponChance,
  type ArmouryLine,
  type HeimrSheet,
} from '../../../../shared/rules/systems/heimr';
import { figure, percent } from '../../../base/format';
import { figures } from '../../../components/column-heads';
import { PrintTable } from '../../../components/print/print-parts';
import { rollText } from '../controls/odds';

/*
 * The medieval armoury module on paper (002_660a93111b0de833.txt, "Weapons", "Shields", "Defence"): each weapon in
 * hand with its chance to hit, and each shield with its first block's chance, against the printed scores.
 */

/** The chance a held item's roll meets `score`: a weapon's attack, or a shield's first block since the last turn. */
function chanceAgainst(line: ArmouryLine, score: number): string {
  const chance =
    line.item.kind === 'weapon'
      ? weaponChance(line.consistency, line.potential, 0, score, line.fatigue)
      : blockChance(line.consistency, line.potential, 0, score, 0, line.fatigue);
  return chance === null ? '—' : percent(chance);
}

export function PrintArmoury({ sheet, blank }: { sheet: HeimrSheet; blank: boolean }) {
  if (!sheet.campaign.armoury) return null;
  const lines = armouryLines(sheet);
  if (lines.length === 0)
    return (
      <p className="print-note">Weapons and shields: none in hand; a block needs a shield and a parry a weapon.</p>
    );
  return (
    <PrintTable
      blank={blank}
      label="Weapons and shields: a weapon’s chance to hit, a shield’s first block, by score"
      columns={['In hand', 'Roll', ...PRINTED_ATTACK_SCORES.map((score) => figures(`Score ${figure(score)}`))]}
      rows={lines.map((line, i) => ({ ...line, id: String(i) }))}
      heading={(line) =>
        `${line.row.name} ${HAND_WORDS[line.item.hand]}${line.item.kind === 'shield' ? ' (block)' : ''}`
      }
      cells={(line) => [
        { filled: rollText(line.consistency, line.potential) },
        ...PRINTED_ATTACK_SCORES.map((score) => ({ filled: chanceAgainst(line, score) })),
      ]}
    />
  );
}
