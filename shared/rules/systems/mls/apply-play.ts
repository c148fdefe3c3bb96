import { error, type Finding } from '../../core/findings';
import type { Applied } from '../../core/system';
import type { z } from 'zod';
import { currentHitPoints, hitPointThresholds } from './actions';
import { affords, impossible, insufficientCp, spend } from './apply-common';
import { copySheet } from './copy';
import type { BuyFateEvent, DamageEvent, HealEvent, SpendFateEvent } from './schemas';
import type { FatePointsSheet, MlsSheet } from './sheet';
import { FATE_POINT_COST } from './tables';

/*
 * Play at the table ("Actions" > "CHP", "Death", "Certain Death"; "Character Generation" > "Fate Points"):
 * damage and healing move the current hit points, and fate points are spent or bought.
 */

type Ev<T extends z.ZodType> = z.infer<T>;

/** Damage taken: subtracted from CHP ("CHP"). What it brings (a Shock Roll, death) is the sheet's wound state. */
export function applyDamage(sheet: MlsSheet, e: Ev<typeof DamageEvent>): Applied<MlsSheet> {
  const next = copySheet(sheet);
  next.damage = sheet.damage + e.amount;
  return { sheet: next, findings: [] };
}

/** Hit points healed; CHP "can never rise above" THP, so healing more than the damage taken is refused. */
export function applyHeal(sheet: MlsSheet, e: Ev<typeof HealEvent>, path: string): Applied<MlsSheet> {
  if (e.amount > sheet.damage) {
    const chp = currentHitPoints(sheet);
    return impossible(
      'mls.heal.above-total',
      `${path}.amount`,
      `Current hit points can never rise above Total Hit Points ("CHP"): CHP is ${chp} of ${sheet.hitPoints.total}, so at most ${sheet.damage} can be healed, not ${e.amount}; record ${sheet.damage} or less.`,
    );
  }
  const next = copySheet(sheet);
  next.damage = sheet.damage - e.amount;
  return { sheet: next, findings: [] };
}

/** The fate points after `spent` more are spent and `bought` more bought in play. */
function fateAfter(f: FatePointsSheet, spent: number, bought: number): FatePointsSheet {
  return {
    fromPersonality: f.fromPersonality,
    bought: f.bought,
    boughtInPlay: f.boughtInPlay + bought,
    total: f.total + bought,
    spent: f.spent + spent,
    left: f.left + bought - spent,
  };
}

/**
 * One fate point spent. `shock`: a failed Shock Roll against death made a success ("Death"), so only while
 * CHP is below 0 and not below -50% THP. `certain-death`: damage removed to prevent death ("Certain Death"),
 * only while CHP is below -50% THP, and just enough of it that CHP is no longer below -50% THP.
 */
export function applySpendFate(sheet: MlsSheet, e: Ev<typeof SpendFateEvent>, path: string): Applied<MlsSheet> {
  if (sheet.fatePoints.left <= 0) {
    return impossible(
      'mls.fate.none-left',
      path,
      `No fate point is left to spend (${sheet.fatePoints.total} had, ${sheet.fatePoints.spent} spent); buy one for ${FATE_POINT_COST} CPs first.`,
    );
  }
  const thp = sheet.hitPoints.total;
  const chp = currentHitPoints(sheet);
  const lines = hitPointThresholds(thp);
  const findings: Finding[] = [];
  const next = copySheet(sheet);
  next.fatePoints = fateAfter(sheet.fatePoints, 1, 0);
  if (e.use === 'shock') {
    if (chp > lines.deathRollAtOrBelow || chp <= lines.certainDeathAtOrBelow) {
      findings.push(
        error(
          'mls.fate.no-death-roll',
          `${path}.use`,
          `A fate point makes a failed Shock Roll against death a success ("Death"), which is rolled while CHP is below 0 and not below -50% THP (${lines.deathRollAtOrBelow} to ${lines.certainDeathAtOrBelow + 1} here); CHP is ${chp}, so no such roll is due.`,
        ),
      );
    }
    return { sheet: next, findings };
  }
  if (chp > lines.certainDeathAtOrBelow) {
    return impossible(
      'mls.fate.not-certain-death',
      `${path}.use`,
      `A fate point removes damage to prevent certain death ("Certain Death"), which comes below -50% THP (at ${lines.certainDeathAtOrBelow} or less here); CHP is ${chp}, so there is no certain death to prevent.`,
    );
  }
  // Just enough damage goes that CHP is the lowest value not below -50% THP.
  next.damage = thp - (lines.certainDeathAtOrBelow + 1);
  return { sheet: next, findings };
}

/** An extra fate point bought in play for 5 CPs ("Fate Points": "Extra Fate Points may be bought at a cost of 5 CPs each"). */
export function applyBuyFate(sheet: MlsSheet, _e: Ev<typeof BuyFateEvent>, path: string): Applied<MlsSheet> {
  const findings: Finding[] = [];
  if (!affords(sheet, FATE_POINT_COST))
    findings.push(insufficientCp(sheet, FATE_POINT_COST, path, 'Buying a fate point'));
  const next = copySheet(sheet);
  next.fatePoints = fateAfter(sheet.fatePoints, 0, 1);
  next.cp = spend(sheet, FATE_POINT_COST);
  return { sheet: next, findings };
}
