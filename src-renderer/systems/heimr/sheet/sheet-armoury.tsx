import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import {
  armouryLines,
  DODGES_SHOWN,
  blockChance,
  defencePenalty,
  explainBlockChance,
  explainParryChance,
  explainWeaponChance,
  HAND_WORDS,
  parryChance,
  weaponChance,
  WIELDING_WORDS,
  type ArmouryLine,
  type HeimrSheet,
  type WeaponRow,
} from '../../../../shared/rules/systems/heimr';
import { figure, percent, signed } from '../../../base/format';
import { ColumnHeads, figures } from '../../../components/column-heads';
import { dodgeName, penaltyText, useAttackScoreField } from '../controls/combat-words';
import { rollText } from '../controls/odds';
import { WhyRule } from '../../../components/explain/why-button';

/*
 * The medieval armoury module on the sheet (002_660a93111b0de833.txt, "Medieval armoury module", "Weapons",
 * "Shields", "Defence"): each weapon in hand with its range, damage, wielding and chance to hit a defence or CR the
 * player chooses, each shield with its bonus and penalty, and the block and parry chances of the Defence panel.
 */

/** "in the sword hand, Swordmanship": where a held item is and the ability it is used with. */
function heldWords(line: ArmouryLine): string {
  return `${HAND_WORDS[line.item.hand]}, with ${line.ability?.name ?? `"${line.item.ability}", an ability this campaign no longer has`}`;
}

/** The title of a held item: its type, then the player's name for it. */
function titleOf(line: ArmouryLine): string {
  return line.item.name === undefined ? line.row.name : `${line.row.name} (${line.item.name})`;
}

const rangeText = (row: WeaponRow) => (row.range === 'melee' ? 'Melee' : figure(row.range));

/** What a roll must reach before the potential, when its ability is physical. */
const fatigueWords = (line: ArmouryLine) =>
  line.fatigue === null ? '' : `, dice to reach base fatigue ${figure(line.fatigue)}`;

/** The weapons and shields the character holds, with the chance of each weapon's attack against a chosen CR. */
export const SheetArmoury = observer(function SheetArmoury({ sheet }: { sheet: HeimrSheet }) {
  const headingId = useId();
  const { attack: cr, field } = useAttackScoreField('Defence or CR to hit');
  if (!sheet.campaign.armoury) return null;
  const lines = armouryLines(sheet);
  const weapons = lines.filter((l) => l.item.kind === 'weapon');
  const shields = lines.filter((l) => l.item.kind === 'shield');
  return (
    <div className="heimr-combat-part heimr-armoury">
      <h4 id={headingId}>Weapons and shields</h4>
      {lines.length === 0 && (
        <p className="empty-state">Nothing in hand. Take up a weapon or a shield on Advance to see its chances here.</p>
      )}
      {weapons.length > 0 && (
        <>
          {field}
          <WeaponTable weapons={weapons} cr={cr} />
        </>
      )}
      {shields.length > 0 && <ShieldTable shields={shields} />}
    </div>
  );
});

function WeaponTable({ weapons, cr }: { weapons: readonly ArmouryLine[]; cr: number }) {
  return (
    <table className="sheet-table heimr-weapons">
      <caption>Weapons in hand: the chance to hit defence or CR {figure(cr)}</caption>
      <ColumnHeads
        columns={['Weapon', figures('Range'), figures('Damage'), 'Wielding', 'Roll', figures('Chance to hit')]}
      />
      <tbody>
        {weapons.map((line, i) => {
          const row = line.row as WeaponRow;
          // The line's potential is the ability's with the weapon's bonus already added.
          const chance = weaponChance(line.consistency, line.potential, 0, cr, line.fatigue);
          return (
            <tr key={i}>
              <th scope="row">
                {titleOf(line)}
                <span className="how"> {heldWords(line)}</span>
              </th>
              <td className="num">{rangeText(row)}</td>
              <td className="num">{figure(row.damage)}</td>
              <td>{WIELDING_WORDS[row.wielding]}</td>
              <td>
                {rollText(line.consistency, line.potential)} (bonus {signed(row.bonus)}){fatigueWords(line)}
              </td>
              <td className="num">
                {chance === null ? (
                  '—'
                ) : (
                  <>
                    {percent(chance)}
                    <WhyRule
                      question={`Why is the ${titleOf(line).toLowerCase()}’s chance to hit defence or CR ${figure(cr)} ${percent(chance)}?`}
                      explain={() => explainWeaponChance(line, cr)}
                    />
                  </>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function ShieldTable({ shields }: { shields: readonly ArmouryLine[] }) {
  return (
    <table className="sheet-table heimr-shields">
      <caption>Shields in hand</caption>
      <ColumnHeads columns={['Shield', figures('Bonus'), 'Penalty', 'Block roll']} />
      <tbody>
        {shields.map((line, i) => (
          <tr key={i}>
            <th scope="row">
              {titleOf(line)}
              <span className="how"> {heldWords(line)}</span>
            </th>
            <td className="num">{signed(line.row.bonus)}</td>
            <td>{line.penalty === 0 ? 'none' : `Stamina ${signed(-line.penalty)}`}</td>
            <td>
              {rollText(line.consistency, line.potential)}
              {fatigueWords(line)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The Defence panel's block and parry: each shield's block, the first to the fourth since the last turn at its
 * penalty, and each melee weapon's one parry, against the attack score the dodge is shown against.
 */
export function BlockAndParry({ sheet, attack }: { sheet: HeimrSheet; attack: number }) {
  if (!sheet.campaign.armoury)
    return (
      <p className="how">
        This campaign does not use the medieval armoury module, so there is no shield to block with or weapon to parry
        with on the sheet.
      </p>
    );
  const lines = armouryLines(sheet);
  const shields = lines.filter((l) => l.item.kind === 'shield');
  const parries = lines.filter((l) => l.item.kind === 'weapon' && (l.row as WeaponRow).range === 'melee');
  if (shields.length === 0 && parries.length === 0)
    return (
      <p className="how">
        A block needs a shield and a parry a melee weapon; none is in hand. Take one up on Advance to see its chance
        here.
      </p>
    );
  return (
    <table className="sheet-table heimr-blocks">
      <caption>Chance to block or parry attack score {figure(attack)}</caption>
      <ColumnHeads columns={['Defence', figures('Penalty'), 'Roll', figures('Chance the attack misses')]} />
      <tbody>
        {shields.flatMap((line, i) => blockRows(line, attack, i))}
        {parries.map((line, i) => {
          const chance = parryChance(line.consistency, line.potential, 0, attack, line.fatigue);
          return (
            <tr key={`parry-${i}`}>
              <th scope="row">Parry with the {titleOf(line).toLowerCase()} (one between turns)</th>
              <td className="num">none</td>
              <td>{rollText(line.consistency, line.potential)}</td>
              <td className="num">
                {chance === null ? (
                  '—'
                ) : (
                  <>
                    {percent(chance)}
                    <WhyRule
                      question={`Why is the parry with the ${titleOf(line).toLowerCase()}’s chance against attack score ${figure(attack)} ${percent(chance)}?`}
                      explain={() => explainParryChance(line, attack)}
                    />
                  </>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A shield's blocks, the first since the last turn to the fourth, each two of consistency less. */
function blockRows(line: ArmouryLine, attack: number, index: number) {
  return Array.from({ length: DODGES_SHOWN }, (_, earlier) => {
    const chance = blockChance(line.consistency, line.potential, 0, attack, earlier, line.fatigue);
    return (
      <tr key={`block-${index}-${earlier}`}>
        <th scope="row">
          {dodgeName(earlier + 1)} block with the {titleOf(line).toLowerCase()}
        </th>
        <td className="num">{penaltyText(defencePenalty(earlier))}</td>
        <td>{rollText(line.consistency - defencePenalty(earlier), line.potential)}</td>
        <td className="num">
          {chance === null ? (
            '—'
          ) : (
            <>
              {percent(chance)}
              <WhyRule
                question={`Why is the ${dodgeName(earlier + 1).toLowerCase()} block’s chance against attack score ${figure(attack)} ${percent(chance)}?`}
                explain={() => explainBlockChance(line, attack, earlier)}
              />
            </>
          )}
        </td>
      </tr>
    );
  });
}
