import { diceRecordProblem } from '../../core/dice';
import { error, type Finding } from '../../core/findings';
import type { Applied } from '../../core/system';
import type { z } from 'zod';
import { cap, impossible } from './apply-common';
import { noticeableAfter } from './creation';
import { copySheet, indexOfId, secondaryAt } from './copy';
import type { CheckEvent, CheckPersonalityEvent } from './schemas';
import type { MlsSheet } from './sheet';
import { CHECK_DIE_SIDES, PERSONALITY_CHECK_DIE_SIDES, PERSONALITY_MAX, SECONDARY_CHECK_TABLE } from './tables';
import { oppositeOf, setPersonality } from './traits';

/** The row of the 1d8 table for a trait at `level`, if it can still go up by a check. */
export function checkRow(level: number | null): { from: number; needs: number; to: number } | undefined {
  return level === null ? undefined : SECONDARY_CHECK_TABLE.find((r) => r.from === level);
}

/** After an adventure, a checked secondary trait rolls 1d8 on the book's table and may go up a level. */
export function applyCheck(sheet: MlsSheet, e: z.infer<typeof CheckEvent>, path: string): Applied<MlsSheet> {
  const findings: Finding[] = [];
  const index = indexOfId(sheet.secondaries, e.trait);
  const s = sheet.secondaries[index];
  if (!s)
    return impossible(
      'mls.trait.unknown',
      `${path}.trait`,
      `The character has no secondary trait "${e.trait}"; acquire it (or list it untrained) first.`,
    );
  if (s.level === null)
    return impossible(
      'mls.check.not-available',
      `${path}.trait`,
      `${s.name} is a Trained trait that has not been acquired, so it cannot be used or checked.`,
    );
  if (sheet.adventures === 0) {
    findings.push(
      error(
        'mls.check.before-adventure',
        path,
        `${s.name} cannot be rolled for yet: a check is rolled after an adventure ("Checks on Secondary Traits"), and none is recorded. Record the adventure first (an award, or one not completed).`,
      ),
    );
  }
  const row = checkRow(s.level);
  if (!row)
    return impossible(
      'mls.check.at-maximum',
      `${path}.trait`,
      `${s.name} is at base +${s.level} and cannot go higher through checks.`,
    );
  if (sheet.checkedThisAdventure.includes(s.id)) {
    findings.push(
      error(
        'mls.check.once-per-adventure',
        `${path}.trait`,
        `${s.name} was already rolled for after this adventure; only one roll per trait per adventure.`,
      ),
    );
  }
  const problem = diceRecordProblem(e.roll, { count: 1, sides: CHECK_DIE_SIDES });
  if (problem) findings.push(error('mls.check.roll-invalid', `${path}.roll`, problem));
  const next = copySheet(sheet);
  next.checkedThisAdventure = [...sheet.checkedThisAdventure, s.id];
  if (e.roll.total < row.needs) return { sheet: next, findings };
  next.secondaries = sheet.secondaries.slice();
  next.secondaries[index] = secondaryAt(s, s.baseValue, row.to);
  return { sheet: next, findings };
}

/** A checked personality trait rolls 1d20; above the trait, it goes up one and its opposite down one. */
export function applyCheckPersonality(
  sheet: MlsSheet,
  e: z.infer<typeof CheckPersonalityEvent>,
  path: string,
): Applied<MlsSheet> {
  const findings: Finding[] = [];
  const problem = diceRecordProblem(e.roll, { count: 1, sides: PERSONALITY_CHECK_DIE_SIDES });
  if (problem) findings.push(error('mls.check.roll-invalid', `${path}.roll`, problem));
  const value = sheet.personality[e.trait];
  if (e.roll.total <= value) return { sheet, findings };
  if (value + 1 > PERSONALITY_MAX)
    return impossible(
      'mls.personality.above-twenty',
      `${path}.roll`,
      `${cap(e.trait)} is already at ${value}; no personality trait rises above ${PERSONALITY_MAX}.`,
    );
  const next = copySheet(sheet);
  next.personality = setPersonality(sheet.personality, e.trait, value + 1);
  next.noticeable = noticeableAfter(sheet, e.trait, oppositeOf(e.trait), next.personality);
  return { sheet: next, findings };
}
