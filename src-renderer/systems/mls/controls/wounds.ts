import {
  CERTAIN_DEATH_BELOW_PERCENT,
  currentHitPoints,
  hitPointThresholds,
  SHOCK_ROLL_BELOW_PERCENT,
  UNCONSCIOUS_TURNS_FROM,
  woundState,
  type MlsSheet,
  type WoundState,
} from '../../../../shared/rules/systems/mls';
import { figure } from '../../../base/format';

/** Each wound state in a few words, as the sheet, the print and the history name it. */
export const WOUND_NAMES: Readonly<Record<WoundState, string>> = {
  unhurt: 'Unhurt',
  hurt: 'Hurt',
  'shock-roll': 'Shock Roll due',
  'death-roll': 'Shock Roll against death',
  dead: 'Dead (certain death)',
};

/** What a wound state means at the table, in the words of the "Actions" chapter. */
export const WOUND_MEANINGS: Readonly<Record<WoundState, string>> = {
  unhurt: 'At Total Hit Points.',
  hurt: `Hurt, but not below ${SHOCK_ROLL_BELOW_PERCENT}% of THP: no Shock Roll.`,
  'shock-roll': `Below ${SHOCK_ROLL_BELOW_PERCENT}% of THP: a Shock Roll when the damage was taken; failure leaves the character unconscious for ${UNCONSCIOUS_TURNS_FROM} minus the score turns.`,
  'death-roll':
    'Below 0: a Shock Roll against death; failure is death unless a fate point makes it a success, and success leaves the character unconscious until the end of the fight.',
  dead: `Below ${figure(CERTAIN_DEATH_BELOW_PERCENT)}% of THP: dead without a roll, unless a fate point removes damage.`,
};

/** "12 of 25 (Shock Roll due)". */
export function chpText(sheet: MlsSheet): string {
  return `${figure(currentHitPoints(sheet))} of ${figure(sheet.hitPoints.total)} (${WOUND_NAMES[woundState(sheet)]})`;
}

/** The three lines of the "Actions" chapter for this THP: "Shock Roll at 12 or less; Shock Roll against death at −1 or less; dead at −13 or less." */
export function thresholdsText(thp: number): string {
  const t = hitPointThresholds(thp);
  return (
    `Shock Roll at ${figure(t.shockRollAtOrBelow)} or less (below ${SHOCK_ROLL_BELOW_PERCENT}% of ${figure(thp)}); ` +
    `Shock Roll against death at ${figure(t.deathRollAtOrBelow)} or less (below 0); ` +
    `dead at ${figure(t.certainDeathAtOrBelow)} or less (below ${figure(CERTAIN_DEATH_BELOW_PERCENT)}%).`
  );
}
