import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import {
  ATTRIBUTE_PROGRESS_ABOUT,
  type HeimrCreation,
  type HeimrSettings,
  type HeimrSheet,
} from '../../../../shared/rules/systems/heimr';
import { ColumnHeads, figures } from '../../../components/column-heads';
import { capitalise, figure, signed } from '../../../base/format';
import { Why } from '../../../components/explain/why-button';
import { poolText, SheetValues } from '../../../components/sheet-values';
import { SheetPage, type SheetLayoutRow } from '../../../components/section-pages';
import type { SectionProps } from '../../../contract/game-screens';
import { healthText } from '../advance/health-forms';
import { willpowerText } from '../advance/willpower-forms';
import type { HeimrEditor } from '../controls/edit';
import { ChanceChart, fatigueFor, RerollOdds, rollText } from '../controls/odds';
import { xp } from '../points';
import { SheetCombat } from './sheet-combat';
import {
  abilityLowered,
  countedText,
  initiativeLowered,
  shieldStamina,
  shieldStaminaNote,
  withShieldText,
  type ShieldStamina,
} from './shield-stamina';
import './sheet.css';

/** The live Heimr sheet: attributes with their progress, abilities with their chances, health and experience. */
export const HeimrSheetView = observer(function HeimrSheetView({
  editor,
  sessions = [],
}: SectionProps<HeimrCreation, HeimrSheet, HeimrSettings>) {
  return (
    <SheetPage
      editor={editor}
      sessions={sessions}
      className="heimr-sheet"
      layout={LAYOUT}
      overridesTitle="The game master's overrides"
    />
  );
});

/** The attributes: value, group, and progress toward the next value ("Attribute progress"). */
const SheetAttributes = observer(function SheetAttributes({ sheet }: { sheet: HeimrSheet }) {
  const id = useId();
  const lowered = shieldStamina(sheet);
  return (
    <section className="sheet-group" aria-labelledby={id}>
      <h3 id={id}>Attributes</h3>
      <p className="how">{ATTRIBUTE_PROGRESS_ABOUT}</p>
      <table className="sheet-table" aria-labelledby={id}>
        <ColumnHeads columns={['Attribute', 'Group', figures('Value'), 'Progress']} />
        <tbody>
          {sheet.attributes.map((a, i) => (
            <tr key={a.id}>
              <th scope="row">{a.name}</th>
              <td>{capitalise(a.group)}</td>
              <td className="num">
                {signed(a.value)}
                <Why path={`sheet.attributes.${i}.value`} term={a.name} value={signed(a.value)} />
                {lowered?.index === i && <WithShield at={`sheet.attributes.${i}`} lowered={lowered} />}
              </td>
              <td>
                {figure(a.progress)}
                <Why
                  path={`sheet.attributes.${i}.progress`}
                  term={`${a.name}’s progress`}
                  value={figure(a.progress)}
                />{' '}
                of {figure(a.needed)}
                <Why
                  path={`sheet.attributes.${i}.needed`}
                  term={`the progress ${a.name} needs`}
                  value={figure(a.needed)}
                />{' '}
                to rise to {signed(a.value + 1)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {lowered !== undefined && <p className="heimr-shield-stamina">{shieldStaminaNote(sheet, lowered)}</p>}
    </section>
  );
});

/** ", +2 with the tower shield": the attribute a shield in hand lowers, as everything worked from it counts it. */
function WithShield({ at, lowered }: { at: string; lowered: ShieldStamina }) {
  return (
    <>
      , {withShieldText(lowered)}
      <Why path={`${at}.withShield`} term={`${lowered.name} with ${lowered.shields}`} value={signed(lowered.counted)} />
    </>
  );
}

/** Health, fatigue, initiative and experience: the values of play. */
const SheetStatus = observer(function SheetStatus({ sheet, editor }: { sheet: HeimrSheet; editor: HeimrEditor }) {
  const fatigueFrom = sheet.attributes.find((a) => a.id === editor.settings.fatigueAttribute);
  const initiativeFrom = sheet.attributes.find((a) => a.id === editor.settings.initiativeAttribute);
  const lowered = shieldStamina(sheet);
  const initiativeOf =
    lowered !== undefined && initiativeLowered(sheet) ? countedText(lowered) : (initiativeFrom?.name ?? 'dexterity');
  return (
    <SheetValues
      heading="Play"
      values={[
        [
          'Hit points',
          healthText(sheet),
          undefined,
          [
            { path: 'sheet.health.current', term: 'Hit points now', value: figure(sheet.health.current) },
            { path: 'sheet.health.max', term: 'Hit points at full health', value: figure(sheet.health.max) },
          ],
        ],
        [
          'Willpower',
          willpowerText(sheet),
          'one for each re-roll of a failed CR, one for a Drain',
          [
            { path: 'sheet.willpower.current', term: 'Willpower now', value: figure(sheet.willpower.current) },
            { path: 'sheet.willpower.full', term: 'Willpower in full', value: figure(sheet.willpower.full) },
          ],
        ],
        [
          'Base fatigue',
          figure(sheet.baseFatigue),
          `4 − ${lowered === undefined ? (fatigueFrom?.name ?? 'stamina') : countedText(lowered)}, at least 1`,
          [{ path: 'sheet.baseFatigue', term: 'Base fatigue', value: figure(sheet.baseFatigue) }],
        ],
        [
          'Initiative',
          rollText(sheet.initiative.consistency, sheet.initiative.potential),
          `${initiativeOf} as consistency, willpower now ${figure(sheet.willpower.current)} as potential`,
          [
            {
              path: 'sheet.initiative.consistency',
              term: 'Initiative’s consistency',
              value: signed(sheet.initiative.consistency),
            },
            {
              path: 'sheet.initiative.potential',
              term: 'Initiative’s potential',
              value: signed(sheet.initiative.potential),
            },
          ],
        ],
        [
          'Experience',
          poolText(sheet.totals, xp),
          undefined,
          (['earned', 'spent', 'unspent'] as const).map((k) => ({
            path: `sheet.totals.${k}`,
            term: `Experience ${k}`,
            value: figure(sheet.totals[k]),
          })),
        ],
      ]}
    />
  );
});

/**
 * The abilities: trained ones by default ("A player writes down only trained abilities"), every one on request,
 * each with its consistency and potential and a chart of its chances across the useful range.
 */
const SheetAbilities = observer(function SheetAbilities({ sheet }: { sheet: HeimrSheet }) {
  const id = useId();
  const toggleId = useId();
  const [all, setAll] = useState(false);
  const shown = all ? sheet.abilities : sheet.abilities.filter((a) => a.trained);
  const lowered = shieldStamina(sheet);
  return (
    <section className="sheet-group" aria-labelledby={id}>
      <h3 id={id}>Abilities</h3>
      <p className="how">
        A dice challenge rolls 1d6 and one d10 for each point of consistency, keeps the highest (the lowest for a
        negative consistency), and adds the potential; it meets a challenge requirement (CR) equal to it or lower. A
        physical ability's dice must first reach the fatigue; the charts use the base fatigue. A failed roll may be
        rolled again for one willpower each time.
      </p>
      <p className="heimr-check">
        <input id={toggleId} type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} />
        <label htmlFor={toggleId}>Show untrained abilities too</label>
      </p>
      {shown.length === 0 ? (
        <p className="empty-state">
          No trained abilities yet: every ability can be used untrained at its base values. Tick the box to see them.
        </p>
      ) : (
        <ul className="heimr-abilities" aria-labelledby={id}>
          {shown.map((a) => (
            <li key={a.id} className="heimr-ability">
              <h4>
                {a.name} <span className="how">({a.basedOn.join(' and ') || 'no attribute'})</span>
              </h4>
              <AbilityRoll
                ability={a}
                at={`sheet.abilities.${sheet.abilities.indexOf(a)}`}
                lowered={
                  lowered !== undefined && abilityLowered(sheet, sheet.abilities.indexOf(a)) ? lowered : undefined
                }
              />
              <ChanceChart name={a.name} c={a.consistency} p={a.potential} fatigue={fatigueFor(a, sheet.baseFatigue)} />
              <RerollOdds
                name={a.name}
                c={a.consistency}
                p={a.potential}
                fatigue={fatigueFor(a, sheet.baseFatigue)}
                willpower={sheet.willpower.current}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

/**
 * An ability's consistency and potential, each with its base and training, and a "Why?" beside each number; the base
 * potential names the shield in hand where it counts the stamina the shield lowers.
 */
function AbilityRoll({
  ability: a,
  at,
  lowered,
}: {
  ability: HeimrSheet['abilities'][number];
  at: string;
  lowered: ShieldStamina | undefined;
}) {
  const why = (key: string, term: string, value: string) => (
    <Why path={`${at}.${key}`} term={`${a.name}’s ${term}`} value={value} />
  );
  return (
    <p>
      Consistency <strong>{signed(a.consistency)}</strong>
      {why('consistency', 'consistency', signed(a.consistency))}{' '}
      <span className="how">
        (base {signed(a.baseConsistency)}
        {why('baseConsistency', 'base consistency', signed(a.baseConsistency))}, trained {figure(a.trainedConsistency)}
        {why('trainedConsistency', 'trained consistency', figure(a.trainedConsistency))})
      </span>
      , potential <strong>{signed(a.potential)}</strong>
      {why('potential', 'potential', signed(a.potential))}{' '}
      <span className="how">
        (base {signed(a.basePotential)}
        {why('basePotential', 'base potential', signed(a.basePotential))}
        {lowered !== undefined && `, counting ${countedText(lowered)}`}, trained {figure(a.trainedPotential)}
        {why('trainedPotential', 'trained potential', figure(a.trainedPotential))})
      </span>
    </p>
  );
}

const LAYOUT: SheetLayoutRow<HeimrSheet, HeimrEditor>[] = [[SheetAttributes, SheetStatus], SheetAbilities, SheetCombat];
