import type { SymbaroumCreation, SymbaroumSettings, SymbaroumSheet } from '../../../../shared/rules/systems/symbaroum';
import { figures } from '../../../components/column-heads';
import { figure, signed } from '../../../base/format';
import type { PrintedPoints } from '../../../components/print/history-lines';
import { gamePrintSheet } from '../../../components/print/game-print-sheet';
import type { PrintLayoutRow } from '../../../components/print/print-frame';
import { PrintBoxes, PrintSection, PrintTable, TrackBoxes } from '../../../components/print/print-parts';
import '../controls/controls.css';
import { AttributeCharts, chanceText } from '../controls/odds';
import { symbaroumHistoryDescriber } from '../history-describer';
import { symbaroumSettingRows } from '../settings/setting-rows';
import './print-sheet.css';

const HISTORY_POINTS: PrintedPoints<SymbaroumSheet> = {
  heading: 'Experience',
  unspent: (sheet) => sheet.totals.unspent,
  changeLabel: 'Experience unspent',
};

/** The eight attributes: value, the modifier an enemy's test gets against it, and the chance of a plain test. */
function PrintAttributes({ sheet, blank }: { sheet: SymbaroumSheet; blank: boolean }) {
  return (
    <PrintSection title="Attributes" className="symbaroum-print-attributes">
      <PrintTable
        blank={blank}
        columns={['Attribute', figures('Value'), figures('As an enemy'), figures('Test at 0')]}
        rows={sheet.attributes}
        heading={(a) => a.name}
        cells={(a) => [
          { filled: figure(a.value), strong: true },
          { filled: signed(a.modifier) },
          { filled: chanceText(a.value, 0) },
        ]}
      />
    </PrintSection>
  );
}

/** Toughness to tick off, the thresholds, Defense, the death test and experience. */
function PrintPlay({ sheet, blank }: { sheet: SymbaroumSheet; blank: boolean }) {
  return (
    <PrintSection title="Secondary attributes" className="symbaroum-print-play">
      <PrintBoxes
        blank={blank}
        boxes={[
          ['Toughness', `${figure(sheet.toughness.current)} of ${figure(sheet.toughness.max)}`],
          ['Pain Threshold', figure(sheet.painThreshold)],
          ['Defense', figure(sheet.defense)],
          ['Corruption Threshold', figure(sheet.corruptionThreshold)],
        ]}
      />
      <TrackBoxes total={sheet.toughness.max} blank={blank} label="Toughness" />
      <PrintBoxes
        blank={blank}
        boxes={[
          ['Steps toward death (of 3)', figure(sheet.deathSteps)],
          [
            'Armor',
            sheet.armorWorn ? `${sheet.armorWorn.name} (${figure(sheet.armorWorn.impeding)})` : 'none',
            { wide: true },
          ],
          ['Shield', sheet.shield],
        ]}
      />
      <PrintBoxes
        blank={blank}
        boxes={[
          ['Experience unspent', figure(sheet.totals.unspent)],
          ['Earned', figure(sheet.totals.earned)],
          ['Spent', figure(sheet.totals.spent)],
        ]}
      />
      <p className="print-note">
        Death test, D20: 1 wakes with 1D4 Toughness; 2–10 no change; 11–19 a step closer, the third kills; 20 dies.
      </p>
    </PrintSection>
  );
}

/** The abilities learned and their levels, with lines to write new ones on the pencil sheet. */
function PrintAbilities({ sheet, blank }: { sheet: SymbaroumSheet; blank: boolean }) {
  const learned = sheet.abilityRows.filter((a) => a.level !== null);
  return (
    <PrintSection title="Abilities" className="symbaroum-print-abilities">
      <PrintTable
        blank={blank}
        columns={['Ability', 'Level']}
        rows={blank ? [] : learned}
        heading={(a) => a.name}
        cells={(a) => [a.level]}
      >
        {Array.from({ length: blank ? 8 : 2 }, (_, i) => (
          <tr key={`blank-${i}`} className="symbaroum-print-line">
            <th scope="row">
              <span className="visually-hidden">Ability to write in</span>
            </th>
            <td />
          </tr>
        ))}
      </PrintTable>
    </PrintSection>
  );
}

/** Each attribute's chances against difficulties and enemies. */
function PrintCharts({ sheet, blank }: { sheet: SymbaroumSheet; blank: boolean }) {
  if (blank) return null;
  return (
    <PrintSection title="Chances of success" className="symbaroum-print-charts" flow>
      <div className="symbaroum-print-chart-grid">
        {sheet.attributes.map((a) => (
          <div key={a.id} className="print-keep">
            <p className="print-note">
              <strong>
                {a.name} {figure(a.value)}
              </strong>
              : chance in %
            </p>
            <AttributeCharts name={a.name} value={a.value} options={{}} />
          </div>
        ))}
      </div>
    </PrintSection>
  );
}

const layout = (): PrintLayoutRow<SymbaroumSheet>[] => [[PrintAttributes, PrintPlay], PrintAbilities, PrintCharts];

/** The printable Symbaroum sheet; the pencil variant keeps the layout with no numbers filled in. */
export const SymbaroumPrintSheet = gamePrintSheet<SymbaroumCreation, SymbaroumSheet, SymbaroumSettings>({
  className: 'symbaroum-print-sheet',
  overridesTitle: "The Game Master's overrides",
  describer: symbaroumHistoryDescriber,
  points: HISTORY_POINTS,
  layout,
  settingRows: symbaroumSettingRows,
});
