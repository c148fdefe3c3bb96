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
import { poolText, SheetValues } from '../../../components/sheet-values';
import { SheetPage, type SheetLayoutRow } from '../../../components/section-pages';
import type { SectionProps } from '../../../contract/game-screens';
import { healthText } from '../advance/health-forms';
import type { HeimrEditor } from '../controls/edit';
import { ChanceChart, fatigueFor, rollText } from '../controls/odds';
import { xp } from '../points';
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
  return (
    <section className="sheet-group" aria-labelledby={id}>
      <h3 id={id}>Attributes</h3>
      <p className="how">{ATTRIBUTE_PROGRESS_ABOUT}</p>
      <table className="sheet-table" aria-labelledby={id}>
        <ColumnHeads columns={['Attribute', 'Group', figures('Value'), 'Progress']} />
        <tbody>
          {sheet.attributes.map((a) => (
            <tr key={a.id}>
              <th scope="row">{a.name}</th>
              <td>{capitalise(a.group)}</td>
              <td className="num">{signed(a.value)}</td>
              <td>
                {figure(a.progress)} of {figure(a.needed)} to rise to {signed(a.value + 1)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
});

/** Health, fatigue, initiative and experience: the values of play. */
const SheetStatus = observer(function SheetStatus({ sheet, editor }: { sheet: HeimrSheet; editor: HeimrEditor }) {
  const fatigueFrom = sheet.attributes.find((a) => a.id === editor.settings.fatigueAttribute);
  const initiativeFrom = sheet.attributes.find((a) => a.id === editor.settings.initiativeAttribute);
  return (
    <SheetValues
      heading="Play"
      values={[
        ['Hit points', healthText(sheet)],
        ['Base fatigue', figure(sheet.baseFatigue), `4 − ${fatigueFrom?.name ?? 'stamina'}, at least 1`],
        [
          'Initiative',
          rollText(sheet.initiative.consistency, sheet.initiative.potential),
          `${initiativeFrom?.name ?? 'dexterity'} as consistency, willpower ${figure(editor.settings.willpower)} as potential`,
        ],
        ['Experience', poolText(sheet.totals, xp)],
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
  return (
    <section className="sheet-group" aria-labelledby={id}>
      <h3 id={id}>Abilities</h3>
      <p className="how">
        A dice challenge rolls 1d6 and one d10 for each point of consistency, keeps the highest (the lowest for a
        negative consistency), and adds the potential; it meets a challenge requirement (CR) equal to it or lower. A
        physical ability's dice must first reach the fatigue; the charts use the base fatigue.
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
              <p>
                Consistency <strong>{signed(a.consistency)}</strong>{' '}
                <span className="how">
                  (base {signed(a.baseConsistency)}, trained {figure(a.trainedConsistency)})
                </span>
                , potential <strong>{signed(a.potential)}</strong>{' '}
                <span className="how">
                  (base {signed(a.basePotential)}, trained {figure(a.trainedPotential)})
                </span>
              </p>
              <ChanceChart name={a.name} c={a.consistency} p={a.potential} fatigue={fatigueFor(a, sheet.baseFatigue)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

const LAYOUT: SheetLayoutRow<HeimrSheet, HeimrEditor>[] = [[SheetAttributes, SheetStatus], SheetAbilities];
