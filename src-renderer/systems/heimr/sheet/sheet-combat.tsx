import { observer } from 'mobx-react-lite';
import { Fragment, useId } from 'react';
import {
  BODY_PART_TABLE,
  HEIMR_BOOK as B,
  dodgeAbility,
  dodgeTable,
  explainDodgeChance,
  heimrEffects,
  heimrInjuryEffects,
  type AbilitySheet,
  type DodgeRow,
  type EffectLine,
  type HeimrSheet,
} from '../../../../shared/rules/systems/heimr';
import { figure, percent } from '../../../base/format';
import { ColumnHeads, figures } from '../../../components/column-heads';
import { WhyRule } from '../../../components/explain/why-button';
import { BLOCK_AND_PARRY, BookLine, penaltyText, useAttackScoreField, dodgeName } from '../controls/combat-words';
import { fatigueFor, rollText } from '../controls/odds';
import { SheetFatigue } from './sheet-fatigue';
import { BlockAndParry, SheetArmoury } from './sheet-armoury';

/*
 * The combat reference of the sheet, every rule in the book's words (002_660a93111b0de833.txt, "Defence",
 * "Defending against multiple attacks", "Positions", "Targeting a body part", "Injury Effects", "Effects") and every
 * chance worked out from this character's Agility: a dodge against the attack score the player chooses, the first
 * since the last turn and each after it at its penalty.
 */
export const SheetCombat = observer(function SheetCombat({ sheet }: { sheet: HeimrSheet }) {
  const id = useId();
  return (
    <section className="sheet-group heimr-combat" aria-labelledby={id}>
      <h3 id={id}>Combat</h3>
      <div className="heimr-combat-parts">
        <CombatDefence sheet={sheet} />
        <SheetArmoury sheet={sheet} />
        <SheetFatigue sheet={sheet} />
        <div>
          <CombatBodyParts />
          <CombatInjuryEffects />
        </div>
        <CombatEffects />
      </div>
    </section>
  );
});

/** Defence: the dodge roll, its chance against the attack score chosen for each dodge since the last turn. */
const CombatDefence = observer(function CombatDefence({ sheet }: { sheet: HeimrSheet }) {
  const ids = { heading: useId(), table: useId() };
  const { attack, field } = useAttackScoreField('Attack score to dodge');
  const agility = dodgeAbility(sheet);
  return (
    <div className="heimr-combat-part">
      <h4 id={ids.heading}>Defence</h4>
      <BookLine source={B.dodge} />
      <BookLine source={B.defenceMisses} />
      {agility === undefined ? (
        <p className="empty-state">
          This campaign has no Agility ability, so there is no dodge to show. Ask the game master to add one in Campaign
          settings.
        </p>
      ) : (
        <>
          <p>
            Dodge with {agility.name}: {rollText(agility.consistency, agility.potential)}
            {agility.physical ? `, dice to reach base fatigue ${figure(sheet.baseFatigue)}` : ''}.
          </p>
          {field}
          <DodgeChances
            id={ids.table}
            agility={agility}
            attack={attack}
            fatigue={fatigueFor(agility, sheet.baseFatigue)}
          />
        </>
      )}
      <BookLine source={B.defencePenalty} />
      <BookLine source={B.usesRestored} />
      <BookLine source={B.prone} />
      <h5>Block and parry</h5>
      <BlockAndParry sheet={sheet} attack={attack} />
      {BLOCK_AND_PARRY.map((source) => (
        <BookLine key={source.quote} source={source} />
      ))}
    </div>
  );
});

/** The table of dodges since the last turn: each one's penalty, roll and chance the attack misses. */
function DodgeChances({
  id,
  agility,
  attack,
  fatigue,
}: {
  id: string;
  agility: AbilitySheet;
  attack: number;
  fatigue: number | null;
}) {
  const rows = dodgeTable(agility.consistency, agility.potential, attack, fatigue);
  return (
    <table className="sheet-table heimr-dodges">
      <caption id={id}>Chance to dodge attack score {figure(attack)}, dodge by dodge since the last turn</caption>
      <ColumnHeads columns={['Dodge', figures('Penalty'), 'Roll', figures('Chance the attack misses')]} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.use}>
            <th scope="row">{dodgeName(row.use)}</th>
            <td className="num">{penaltyText(row.penalty)}</td>
            <td>{rollText(row.consistency, row.potential)}</td>
            <td className="num">
              {row.chance === null ? '—' : percent(row.chance)}
              <DodgeWhy row={row} agility={agility} attack={attack} fatigue={fatigue} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The "Why?" beside one dodge's chance: its penalty and its dice, only when asked. */
function DodgeWhy({
  row,
  agility,
  attack,
  fatigue,
}: {
  row: DodgeRow;
  agility: AbilitySheet;
  attack: number;
  fatigue: number | null;
}) {
  if (row.chance === null) return null;
  const which = dodgeName(row.use).toLowerCase();
  return (
    <WhyRule
      question={`Why is the ${which} dodge’s chance against attack score ${figure(attack)} ${percent(row.chance)}?`}
      explain={() =>
        explainDodgeChance(agility.consistency, agility.potential, attack, row.earlier, fatigue, agility.name)
      }
    />
  );
}

/** "Targeting a body part": the attack roll's d6 names the part hit; aiming at one costs two of consistency. */
function CombatBodyParts() {
  const id = useId();
  return (
    <div className="heimr-combat-part">
      <h4 id={id}>Targeting a body part</h4>
      <BookLine source={B.bodyPartRoll} />
      <table className="sheet-table" aria-labelledby={id}>
        <ColumnHeads columns={['Body part', figures('D6 result')]} />
        <tbody>
          {BODY_PART_TABLE.map((row) => (
            <tr key={row.part}>
              <th scope="row">{row.part}</th>
              <td className="num">{row.d6}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <BookLine source={B.targetingPenalty} />
    </div>
  );
}

/** "Injury Effects": the effect an injuring hit gives by the part it hits, as long as the character is injured. */
function CombatInjuryEffects() {
  const id = useId();
  return (
    <div className="heimr-combat-part">
      <h4 id={id}>Injury effects</h4>
      <BookLine source={B.injuryEffect} />
      <table className="sheet-table" aria-labelledby={id}>
        <ColumnHeads columns={['Body part hit', 'Effect']} />
        <tbody>
          {heimrInjuryEffects().map((row) => (
            <tr key={row.part}>
              <th scope="row">{row.part}</th>
              <td>{row.effect}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <BookLine source={B.injuryEffectLasts} />
    </div>
  );
}

/** "Effects": each effect with the book's own line, then the two reaction effects. */
function CombatEffects() {
  const id = useId();
  const effects = heimrEffects();
  return (
    <div className="heimr-combat-part">
      <h4 id={id}>Effects</h4>
      <BookLine source={B.effectNumber} />
      <EffectList effects={effects.filter((e) => !e.reaction)} />
      <BookLine source={B.reactionEffects} />
      <EffectList effects={effects.filter((e) => e.reaction)} />
    </div>
  );
}

/** Effects as a description list: the name, then the book's text. */
function EffectList({ effects }: { effects: readonly EffectLine[] }) {
  return (
    <dl className="sheet-facts heimr-effects">
      {effects.map((e) => (
        <Fragment key={e.id}>
          <dt>{e.name}</dt>
          <dd>{e.text}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
