import { observer } from 'mobx-react-lite';
import { Fragment, useId } from 'react';
import { TRAIT_ROLL, type HursagmuSheet } from '../../../../shared/rules/systems/hursagmu';
import { diceRoll, figure, signed } from '../../../base/format';
import {
  chanceWords,
  chargeWords,
  defenseLines,
  initiativeWords,
  rangeList,
  rankWords,
} from '../controls/combat-words';
import { AttackerHitWhy, FixedObjectHitWhy } from '../controls/odds-why';
import { ColumnHeads } from '../../../components/column-heads';
import { Why } from '../../../components/explain/why-button';

/** The paths of the defense lines (defenseLines) in the sheet, in their order. */
const defensePaths = (flat: boolean) => [
  flat ? 'sheet.combat.defenseValue' : 'sheet.combat.defense',
  'sheet.combat.surprisedDefense',
  'sheet.combat.fixedObjectDefense',
];

/**
 * The combat values ("ENCOUNTERS"; the revised chapter's "Combat Values"): Defense as attackers meet it, normally,
 * surprised and for fixed objects, with the exact chances from 2d6; initiative, movement and a charge; and the
 * range increments of the character's senses and sorcery.
 */
export const SheetCombat = observer(function SheetCombat({ sheet }: { sheet: HursagmuSheet }) {
  const ids = { heading: useId(), attackers: useId(), objects: useId() };
  const c = sheet.combat;
  return (
    <section className="sheet-group" aria-labelledby={ids.heading}>
      <h3 id={ids.heading}>Combat values</h3>
      <p className="how">
        {c.flat
          ? 'Revised encounters: a defense is a flat number that an attacker’s 2d6 + trait must beat.'
          : 'A defense is rolled like any trait, 2d6 + Defense against the attacker’s 2d6 + trait; a tie goes to the defender.'}
      </p>
      <dl className="sheet-facts">
        {defenseLines(c).map((line, i) => (
          <Fragment key={line.label}>
            <dt>{line.label}</dt>
            <dd>
              <span className="big-number">{line.figure}</span>
              <Why path={defensePaths(c.flat)[i]!} term={line.label} value={line.figure} />{' '}
              <span className="how">({line.how})</span>
            </dd>
          </Fragment>
        ))}
        <dt>Initiative</dt>
        <dd>
          {initiativeWords(c)}
          {c.initiative !== null && (
            <Why path="sheet.combat.initiative" term="Initiative’s trait" value={signed(c.initiative)} />
          )}
        </dd>
        <dt>Movement</dt>
        <dd>
          {figure(sheet.movement)} spaces per action; a charge: {chargeWords(c, sheet.movement)}
          <Why path="sheet.combat.chargeMomentum" term="A charge’s damage" value={signed(c.chargeMomentum)} />
        </dd>
      </dl>

      <h4 id={ids.attackers}>Chance an attacker hits this character</h4>
      <table className="sheet-table" aria-labelledby={ids.attackers}>
        <ColumnHeads columns={["Attacker's trait", 'Normally', 'Surprised']} />
        <tbody>
          {c.attackers.map((a) => (
            <tr key={a.level}>
              <th scope="row">{rankWords(a.rank, a.level)}</th>
              <td>
                {chanceWords(a.hit)}
                <AttackerHitWhy attacker={a} combat={c} surprised={false} />
              </td>
              <td>
                {chanceWords(a.hitSurprised)}
                <AttackerHitWhy attacker={a} combat={c} surprised />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h4 id={ids.objects}>Chance to hit a fixed object</h4>
      {c.fixedObject.length === 0 ? (
        <p className="empty-state">The campaign has none of Fighting, Archery and Throwing.</p>
      ) : (
        <table className="sheet-table" aria-labelledby={ids.objects}>
          <ColumnHeads columns={['Trait', 'Roll', 'Chance at point-blank range']} />
          <tbody>
            {c.fixedObject.map((f) => (
              <tr key={f.trait}>
                <th scope="row">{f.name}</th>
                <td>{diceRoll(TRAIT_ROLL.count, TRAIT_ROLL.sides, f.value)}</td>
                <td>
                  {chanceWords(f.hit)}
                  <FixedObjectHitWhy trait={f} combat={c} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h4>Range increments</h4>
      <p className="how">Each increment between the two adds 1 to the challenge; touch means within reach.</p>
      <dl className="sheet-facts">
        <dt>Senses</dt>
        <dd>{rangeList(c.senseRanges)}</dd>
        {c.sorceryRanges.length > 0 && (
          <>
            <dt>Sorcery</dt>
            <dd>{rangeList(c.sorceryRanges)}</dd>
          </>
        )}
      </dl>
    </section>
  );
});
