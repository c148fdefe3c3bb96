import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import {
  ATTRIBUTE_INFO,
  type SymbaroumCreation,
  type SymbaroumSettings,
  type SymbaroumSheet,
  type TestOptions,
} from '../../../../shared/rules/systems/symbaroum';
import { Why } from '../../../components/explain/why-button';
import { poolText, SheetValues } from '../../../components/sheet-values';
import { figure, signed } from '../../../base/format';
import { SheetPage, type SheetLayoutRow } from '../../../components/section-pages';
import type { SectionProps } from '../../../contract/game-screens';
import '../controls/controls.css';
import type { SymbaroumEditor } from '../controls/edit';
import { AttributeCharts, TestOptionsFields } from '../controls/odds';
import { AtTheTable } from './at-the-table';
import { experience } from '../points';
import './sheet.css';

/** The live Symbaroum sheet: attributes with their chances, secondary attributes, Toughness and the death test, abilities. */
export const SymbaroumSheetView = observer(function SymbaroumSheetView({
  editor,
  sessions = [],
}: SectionProps<SymbaroumCreation, SymbaroumSheet, SymbaroumSettings>) {
  return (
    <SheetPage
      editor={editor}
      sessions={sessions}
      className="symbaroum-sheet"
      layout={LAYOUT}
      overridesTitle="The Game Master's overrides"
    />
  );
});

/** "9 of 10", "0 of 15, dying: 1 of 3 steps toward death", "dead". */
export function toughnessText(sheet: SymbaroumSheet): string {
  const t = `${figure(sheet.toughness.current)} of ${figure(sheet.toughness.max)}`;
  if (sheet.dead) return `${t}, dead`;
  if (sheet.dying) return `${t}, dying: ${figure(sheet.deathSteps)} of 3 steps toward death`;
  return t;
}

/** The secondary attributes and the values of play ("Secondary Attributes", "Turn Order"). */
const SheetSecondary = observer(function SheetSecondary({ sheet }: { sheet: SymbaroumSheet }) {
  return (
    <SheetValues
      heading="Secondary attributes"
      values={[
        [
          'Toughness',
          `${toughnessText(sheet)}; Pain Threshold ${figure(sheet.painThreshold)}`,
          'Strong, never below 10; more damage than the Pain Threshold from one attack knocks the character down or gives a Free Attack',
          [
            { path: 'sheet.toughness.current', term: 'Toughness now', value: figure(sheet.toughness.current) },
            { path: 'sheet.toughness.max', term: 'Toughness', value: figure(sheet.toughness.max) },
          ],
        ],
        [
          'Pain Threshold',
          figure(sheet.painThreshold),
          'Strong ÷ 2, rounded up',
          [{ path: 'sheet.painThreshold', term: 'Pain Threshold', value: figure(sheet.painThreshold) }],
        ],
        [
          'Defense',
          figure(sheet.defense),
          `Quick${sheet.armorWorn ? ` − ${sheet.armorWorn.name.toLowerCase()} ${figure(sheet.armorWorn.impeding)}` : ''}${sheet.shield !== 'none' ? ` + ${sheet.shield} 1` : ''}`,
          [{ path: 'sheet.defense', term: 'Defense', value: figure(sheet.defense) }],
        ],
        [
          'Corruption Threshold',
          figure(sheet.corruptionThreshold),
          'Resolute ÷ 2, rounded up',
          [
            {
              path: 'sheet.corruptionThreshold',
              term: 'Corruption Threshold',
              value: figure(sheet.corruptionThreshold),
            },
          ],
        ],
        [
          'Initiative',
          `Quick ${figure(sheet.initiative.quick)}, then Vigilant ${figure(sheet.initiative.vigilant)}`,
          undefined,
          [
            { path: 'sheet.initiative.quick', term: 'Initiative by Quick', value: figure(sheet.initiative.quick) },
            {
              path: 'sheet.initiative.vigilant',
              term: 'Initiative by Vigilant',
              value: figure(sheet.initiative.vigilant),
            },
          ],
        ],
        ['Experience', poolText(sheet.totals, experience), undefined, experienceWhys(sheet)],
      ]}
    />
  );
});

/** The experience earned, spent and unspent, each with its "Why?". */
const experienceWhys = (sheet: SymbaroumSheet) =>
  (['earned', 'spent', 'unspent'] as const).map((k) => ({
    path: `sheet.totals.${k}`,
    term: `Experience ${k}`,
    value: figure(sheet.totals[k]),
  }));

/** The abilities learned, with their levels. */
const SheetAbilities = observer(function SheetAbilities({ sheet }: { sheet: SymbaroumSheet }) {
  const id = useId();
  const learned = sheet.abilityRows.filter((a) => a.level !== null);
  return (
    <section className="sheet-group" aria-labelledby={id}>
      <h3 id={id}>Abilities</h3>
      {learned.length === 0 ? (
        <p className="empty-state">No abilities learned yet.</p>
      ) : (
        <ul className="sheet-list" aria-labelledby={id}>
          {learned.map((a) => (
            <li key={a.id}>
              <strong>{a.name}</strong>, {a.level}
              <Why path={`sheet.abilities.${a.id}`} term={a.name} value={a.level!} />
              {a.description && <span className="how"> — {a.description}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

/** Every attribute with the modifier it gives an enemy's test, and its chances against difficulties and enemies. */
const SheetAttributes = observer(function SheetAttributes({ sheet }: { sheet: SymbaroumSheet }) {
  const id = useId();
  const [options, setOptions] = useState<TestOptions>({});
  return (
    <section className="sheet-group" aria-labelledby={id}>
      <h3 id={id}>Attributes</h3>
      <p className="how">
        A test succeeds on a D20 equal to or under the attribute plus the modifier; an enemy's attribute gives 10 minus
        its value.
      </p>
      <TestOptionsFields options={options} onChange={setOptions} />
      <ul className="symbaroum-attributes" aria-labelledby={id}>
        {sheet.attributes.map((a, i) => (
          <li key={a.id}>
            <div className="symbaroum-attribute-head">
              <h4>
                {a.name} {figure(a.value)}{' '}
                <span className="how">({signed(a.modifier)} to an enemy's test against it)</span>
              </h4>
              <Why path={`sheet.attributes.${i}.value`} term={a.name} value={figure(a.value)} />
              <Why path={`sheet.attributes.${i}.modifier`} term={`${a.name}'s modifier`} value={signed(a.modifier)} />
            </div>
            <p className="how">{ATTRIBUTE_INFO[a.id].about}</p>
            <AttributeCharts name={a.name} value={a.value} options={options} />
          </li>
        ))}
      </ul>
    </section>
  );
});

const LAYOUT: SheetLayoutRow<SymbaroumSheet, SymbaroumEditor>[] = [
  [SheetSecondary, [SheetAbilities, AtTheTable]],
  SheetAttributes,
];
