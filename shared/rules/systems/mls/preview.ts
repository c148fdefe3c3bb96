import { isStandingError, type Finding } from '../../core/findings';
import { costByApplying, type Cost, type PurchaseOf } from '../../core/system';
import { createSheet } from './creation';
import { parseMlsCreation, parseMlsEvent } from './parse';
import type { MlsCreation, MlsEvent, MlsSettings } from './schemas';
import type { MlsSheet } from './sheet';
import type { PersonalityPairId, PrimaryTrait } from './tables';
import { applyMlsEvent } from './apply';

/** An advancement step without its envelope: what the player is thinking of doing. */
export type MlsPurchase = PurchaseOf<MlsEvent>;

/**
 * Previews one advancement step on the current sheet without recording it:
 * "what does the next step up of Archery cost, and why not?".
 */
export function costOf(sheet: MlsSheet, purchase: MlsPurchase, settings: MlsSettings): Cost {
  return costByApplying(
    { parseEvent: parseMlsEvent, apply: applyMlsEvent, pointsLeft: (s: MlsSheet) => s.cp.earned - s.cp.spent },
    sheet,
    purchase,
    settings,
  );
}

/** What changing the creation choices would do to the budget, and which findings the change brings. */
export interface CreationPreview {
  /** CPs the change costs (positive) or frees (negative). */
  cp: number;
  /** CPs left after the change. */
  left: number;
  /** Every finding about the changed character. */
  findings: Finding[];
  /** Errors the change introduces that were not there before. */
  newErrors: Finding[];
}

/** Previews a change to the creation choices, e.g. Strength from +1 to +2. */
export function previewCreation(current: MlsCreation, next: MlsCreation, settings: MlsSettings): CreationPreview {
  const before = createSheet(current, settings);
  const parsed = parseMlsCreation(next);
  if (!parsed.creation) {
    const left = before.sheet.cp.earned - before.sheet.cp.spent;
    return { cp: 0, left, findings: parsed.findings, newErrors: parsed.findings };
  }
  const after = createSheet(parsed.creation, settings);
  const leftBefore = before.sheet.cp.earned - before.sheet.cp.spent;
  const leftAfter = after.sheet.cp.earned - after.sheet.cp.spent;
  const key = (f: Finding) => `${f.code}@${f.path}`;
  const had = new Set(before.findings.filter(isStandingError).map(key));
  return {
    cp: leftBefore - leftAfter,
    left: leftAfter,
    findings: after.findings,
    newErrors: after.findings.filter((f) => isStandingError(f) && !had.has(key(f))),
  };
}

/** One step up (+1) or down (-1) of a creation choice, as the builder's buttons offer it. */
export type CreationStep =
  | { kind: 'age'; delta: 1 | -1 }
  | { kind: 'primary'; trait: PrimaryTrait; delta: 1 | -1 }
  | { kind: 'secondary'; id: string; delta: 1 | -1 }
  | { kind: 'negative'; id: string; delta: 1 | -1 }
  | { kind: 'personality'; pair: PersonalityPairId; delta: 1 | -1 }
  | { kind: 'fate'; delta: 1 | -1 };

/**
 * What one step of a creation choice would cost or free and which errors it
 * brings: "Strength to +2 costs 3 CPs, but a third +2 is not allowed".
 * A Natural trait steps between base -2 and base; a personality step chosen
 * by the player drops any roll on that pair. `next` is the changed creation.
 */
export function previewCreationStep(
  current: MlsCreation,
  step: CreationStep,
  settings: MlsSettings,
): CreationPreview & { next: MlsCreation } {
  // The creation is plain JSON data, so a JSON round trip is a faithful deep copy.
  const next = JSON.parse(JSON.stringify(current)) as MlsCreation;
  switch (step.kind) {
    case 'age':
      next.ageIncrements = Math.max(0, next.ageIncrements + step.delta);
      break;
    case 'primary':
      next.primaries[step.trait] += step.delta;
      break;
    case 'secondary': {
      const s = next.secondaries.find((x) => x.id === step.id);
      // A Natural trait goes from untrained (base -2) straight to base and back.
      if (s)
        s.level =
          s.kind === 'natural' && s.level + step.delta === -1 ? (step.delta > 0 ? 0 : -2) : s.level + step.delta;
      break;
    }
    case 'negative': {
      const n = next.negatives.find((x) => x.id === step.id);
      if (n) n.level += step.delta;
      break;
    }
    case 'personality':
      next.personality[step.pair] = { value: next.personality[step.pair].value + step.delta };
      break;
    case 'fate':
      next.extraFatePoints = Math.max(0, next.extraFatePoints + step.delta);
      break;
  }
  return { ...previewCreation(current, next, settings), next };
}
