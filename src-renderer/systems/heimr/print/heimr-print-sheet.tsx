import type { HeimrCreation, HeimrSettings, HeimrSheet } from '../../../../shared/rules/systems/heimr';
import { figures } from '../../../components/column-heads';
import { capitalise, figure, signed } from '../../../base/format';
import type { PrintedPoints } from '../../../components/print/history-lines';
import { gamePrintSheet } from '../../../components/print/game-print-sheet';
import type { PrintLayoutRow } from '../../../components/print/print-frame';
import { PrintBoxes, PrintSection, PrintTable, TrackBoxes } from '../../../components/print/print-parts';
import { healthText } from '../advance/health-forms';
import { willpowerText } from '../advance/willpower-forms';
import { ChanceChart, fatigueFor } from '../controls/odds';
import { heimrHistoryDescriber } from '../history-describer';
import { PrintCombat } from './print-combat';
import { heimrSettingRows } from '../settings/setting-rows';
import {
  countedText,
  initiativeLowered,
  shieldStamina,
  shieldStaminaNote,
  withShieldText,
} from '../sheet/shield-stamina';
import './print-sheet.css';

const HISTORY_POINTS: PrintedPoints<HeimrSheet> = {
  heading: 'XP',
  unspent: (sheet) => sheet.totals.unspent,
  changeLabel: 'XP unspent',
};

/** The attributes with their progress: boxes to tick toward the next value. */
function PrintAttributes({ sheet, blank }: { sheet: HeimrSheet; blank: boolean }) {
  const lowered = shieldStamina(sheet);
  return (
    <PrintSection title="Attributes" className="heimr-print-attributes">
      <PrintTable
        blank={blank}
        columns={['Attribute', 'Group', figures('Value'), figures('Progress'), figures('Needed')]}
        rows={sheet.attributes}
        heading={(a) => a.name}
        cells={(a) => [
          capitalise(a.group),
          {
            filled:
              a.withShield === undefined || lowered === undefined
                ? signed(a.value)
                : `${signed(a.value)}, ${withShieldText(lowered)}`,
            strong: true,
          },
          { filled: figure(a.progress) },
          { filled: figure(a.needed) },
        ]}
      />
      {!blank && lowered !== undefined && <p className="print-note">{shieldStaminaNote(sheet, lowered)}</p>}
    </PrintSection>
  );
}

/** Hit points to tick off, willpower, fatigue, initiative and experience. */
function PrintPlay({ sheet, blank }: { sheet: HeimrSheet; blank: boolean }) {
  const lowered = shieldStamina(sheet);
  const withShield = (text: string, moved: boolean) =>
    lowered === undefined || !moved ? text : `${text} (${countedText(lowered)})`;
  return (
    <PrintSection title="Play" className="heimr-print-play">
      <PrintBoxes
        blank={blank}
        boxes={[
          ['Hit points', healthText(sheet), { wide: true }],
          ['Willpower', willpowerText(sheet)],
          ['Base fatigue', withShield(figure(sheet.baseFatigue), true)],
          ['Fatigue now'],
          [
            'Initiative',
            withShield(
              `consistency ${signed(sheet.initiative.consistency)}, potential ${signed(sheet.initiative.potential)}`,
              initiativeLowered(sheet),
            ),
          ],
        ]}
      />
      <TrackBoxes total={sheet.health.max} blank={blank} label="Hit points" />
      <PrintBoxes
        blank={blank}
        boxes={[
          ['XP unspent', figure(sheet.totals.unspent)],
          ['XP earned', figure(sheet.totals.earned)],
          ['XP spent', figure(sheet.totals.spent)],
        ]}
      />
      <p className="print-note">
        Injuries: Bloodied at 0 or −1 (no short rest), Mangled at −2 or −3 (dies in 10 minutes), Mutilated at −4 or −5
        (dies in 2 minutes).
      </p>
    </PrintSection>
  );
}

/**
 * The abilities: every one of the campaign with its consistency and potential (the pencil sheet leaves them to
 * fill in), then a chart of chances for each trained one.
 */
function PrintAbilities({ sheet, blank }: { sheet: HeimrSheet; blank: boolean }) {
  const trained = sheet.abilities.filter((a) => a.trained);
  return (
    <PrintSection title="Abilities" className="heimr-print-abilities" flow>
      <PrintTable
        blank={blank}
        columns={['Ability', 'Based on', figures('Consistency'), figures('Potential'), figures('Trained C / P')]}
        rows={sheet.abilities}
        heading={(a) => a.name}
        rowClass={(a) => (a.trained && !blank ? 'heimr-print-trained' : undefined)}
        cells={(a) => [
          a.basedOn.join(', '),
          { filled: signed(a.consistency), strong: true },
          { filled: signed(a.potential), strong: true },
          { filled: `${figure(a.trainedConsistency)} / ${figure(a.trainedPotential)}` },
        ]}
      />
      {!blank && trained.length > 0 && (
        <div className="heimr-print-charts">
          {trained.map((a) => (
            <div key={a.id} className="print-keep">
              <p className="print-note">
                <strong>{a.name}</strong>: chance in % to meet each CR
              </p>
              <ChanceChart name={a.name} c={a.consistency} p={a.potential} fatigue={fatigueFor(a, sheet.baseFatigue)} />
            </div>
          ))}
        </div>
      )}
      <p className="print-note">
        Roll 1d6 and one d10 per point of consistency; keep the highest (+1 per extra 10), or the lowest for a negative
        consistency (−1 per extra 1); add the potential.
      </p>
    </PrintSection>
  );
}

const layout = (): PrintLayoutRow<HeimrSheet>[] => [[PrintAttributes, PrintPlay], PrintAbilities, PrintCombat];

/** The printable Heimr sheet; the pencil variant keeps the layout with no numbers filled in. */
export const HeimrPrintSheet = gamePrintSheet<HeimrCreation, HeimrSheet, HeimrSettings>({
  className: 'heimr-print-sheet',
  overridesTitle: "The game master's overrides",
  describer: heimrHistoryDescriber,
  points: HISTORY_POINTS,
  layout,
  settingRows: heimrSettingRows,
});
