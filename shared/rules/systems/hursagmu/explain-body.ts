import type { ValueExplanation } from '../../core/explain';
import { HURSAGMU_BOOK as B, HURSAGMU_LIFT_ROWS } from './book';
import { itemLabel, itemWeight } from './equipment';
import { chapter, explained, whose } from './explain-words';
import { HURSAGMU_READINGS as R } from './readings';
import type { HursagmuSettings } from './schemas';
import type { HursagmuSheet } from './sheet';
import { METRIC_NAMES, METRICS, type Metric } from './tables';

/* The damage metrics, Strength, lift, load and movement of a HURSAGMU sheet, explained. */

const STATUS_SOURCES = { stamina: B.zeroStamina, health: B.health, sanity: B.sanity } as const;

function explainMetric(s: HursagmuSheet, m: Metric): ValueExplanation[] {
  const at = `sheet.metrics.${m}`;
  const x = s.metrics[m];
  const name = METRIC_NAMES[m];
  const taken = s.damage[m];
  const out: ValueExplanation[] = [];
  if (m === 'stamina') {
    const h = s.metrics.health.current;
    const sa = s.metrics.sanity.current;
    out.push(
      explained(
        `${at}.max`,
        `Maximum Stamina = the lowest of 20, current Health ${h} and current Sanity ${sa} = ${x.max}`,
        [B.staminaMax, B.twenty],
        [],
        R.staminaMax,
      ),
      explained(
        `${at}.current`,
        `Stamina now = 20 - Stamina damage ${taken} = ${20 - taken}, no more than the maximum ${x.max} → ${x.current}`,
        [B.stamina, B.staminaMax],
        [],
        R.staminaMax,
      ),
    );
  } else {
    out.push(
      explained(`${at}.max`, `${name} = 20, as for human beings and similar species`, [B.twenty], [], R.metrics),
      explained(
        `${at}.current`,
        `${name} now = 20 - ${name} damage ${taken} = ${x.current}`,
        [B.twenty, B.metrics],
        [],
        R.recovery,
      ),
    );
  }
  const status =
    x.current > 0 ? `above 0: ${x.status}` : x.current === 0 ? `at 0: ${x.status}` : `below 0: ${x.status}`;
  out.push(explained(`${at}.status`, `${name} ${x.current}, ${status}`, [STATUS_SOURCES[m]]));
  return out;
}

export function explainMetrics(s: HursagmuSheet): ValueExplanation[] {
  return [
    ...METRICS.map((m) =>
      explained(
        `sheet.damage.${m}`,
        `${METRIC_NAMES[m]} damage taken and not recovered = ${s.damage[m]}`,
        [B.metrics, m === 'stamina' ? B.stamina : STATUS_SOURCES[m]],
        [],
        R.recovery,
      ),
    ),
    ...METRICS.flatMap((m) => explainMetric(s, m)),
  ];
}

function liftFormula(strength: number, lift: number): ValueExplanation {
  const row = HURSAGMU_LIFT_ROWS[strength];
  if (row)
    return explained('sheet.lift', `Lift for Strength ${strength} = ${lift} lb, the table’s row`, [
      B.liftTable,
      row,
      B.maxLift,
    ]);
  return explained(
    'sheet.lift',
    `Lift for Strength ${strength} = 2 × Lift(${strength - 2}) = ${lift} lb, beyond the table`,
    [B.liftTable, B.liftFormula, B.maxLift],
  );
}

function explainLoad(s: HursagmuSheet): ValueExplanation[] {
  const e = s.encumbrance;
  const weights = s.equipment.map((i) => `${itemLabel(i)}: ${itemWeight(i)}`);
  const percent = `carried ${s.carried} lb ÷ lift ${s.lift} lb × 100 = ${e.percent}%`;
  const row =
    e.level === 'none'
      ? 'below 50%: no effect'
      : e.level === 'heavy'
        ? 'from 50%: movement halved, -4'
        : e.level === 'very-heavy'
          ? 'from 75%: movement quartered, -8'
          : 'from 100%: no movement, agile traits not usable';
  const rows = [
    B.encumbranceRatio,
    B.encumbranceFrom50,
    B.encumbranceHeavy,
    B.encumbranceVeryHeavy,
    B.encumbranceImmobile,
  ];
  const load = (key: string, what: string) =>
    explained(`sheet.encumbrance.${key}`, `${what}: ${percent}, ${row}`, rows, [], R.encumbrance);
  return [
    explained(
      'sheet.carried',
      `Carried = ${weights.length ? weights.join(' + ') : 'nothing'} = ${s.carried} lb`,
      [B.armorWeight, B.maxLift],
      [],
      R.carried,
    ),
    load('percent', 'Load'),
    load('level', `Encumbrance ${e.level}`),
    load('movementDivisor', `Movement divided by ${e.movementDivisor ?? 'nothing: no movement'}`),
    load('penalty', `Agile traits ${e.penalty ?? 'not usable'}`),
  ];
}

function movementFormula(s: HursagmuSheet): ValueExplanation {
  const athleteId = s.revised ? 'athlete' : 'athletics';
  const t = s.traits.find((x) => x.id === athleteId);
  const ath = t?.level ?? 0;
  const armor = s.armor?.points ?? 0;
  const base = Math.max(0, 10 + ath - armor);
  const d = s.encumbrance.movementDivisor;
  const formula =
    d === null
      ? `Movement = 0: the load is 100% of the lift or more`
      : `Movement = 10 + ${t?.name ?? 'Athletics'} ${ath} - armor ${armor} = ${base}${d === 1 ? '' : `, ÷ ${d} for the load, rounded down`} → ${s.movement} spaces per action`;
  const sources = s.revised ? [B.revisedMovement, B.movementLoad] : [B.movement, B.movementLoad];
  return explained('sheet.movement', formula, sources, s.revised ? ['settings.revisedEncounters'] : [], R.encumbrance);
}

export function explainBody(s: HursagmuSheet, settings: HursagmuSettings): ValueExplanation[] {
  const strength = s.traits.find((t) => t.id === 'strength');
  return [
    explained(
      'sheet.revised',
      `The campaign plays ${chapter(s.revised)} (settings.revisedEncounters; ${whose(settings, 'revisedEncounters', 'the book’s encounters')})`,
      s.revised ? [B.revisedCombatValues, B.revisedMovement] : [B.movement, B.initiative],
      ['settings.revisedEncounters'],
    ),
    explained(
      'sheet.strength',
      strength
        ? `Strength = the Strength trait’s level, ${s.strength}`
        : 'Strength = 0, human average: the campaign has no Strength trait',
      [B.strength, B.strengthDamage, B.ranks],
    ),
    liftFormula(s.strength, s.lift),
    ...explainLoad(s),
    movementFormula(s),
    s.surpriseDefense === null
      ? explained(
          'sheet.surpriseDefense',
          'No flat defense when surprised in the book’s encounters: a surprised character rolls 2d6 + 0',
          [B.surprised, B.resting],
          ['settings.revisedEncounters'],
          R.bookSurprised,
        )
      : explained(
          'sheet.surpriseDefense',
          `Surprised, the character is hit by beating a flat ${s.surpriseDefense}`,
          [B.revisedSurprised],
          ['settings.revisedEncounters'],
          R.revisedDefense,
        ),
    ...explainMetrics(s),
  ];
}
