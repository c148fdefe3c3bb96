import { isStandingError, type Finding } from '../../../../shared/rules/core/findings';

/** The builder's steps, in the order a first-time player would take them. */
export const BUILDER_STEPS = [
  { id: 'race-age', label: 'Race and age' },
  { id: 'primaries', label: 'Primary traits' },
  { id: 'occupation', label: 'Occupation' },
  { id: 'secondaries', label: 'Secondary traits' },
  { id: 'negatives', label: 'Negative traits' },
  { id: 'personality', label: 'Personality' },
  { id: 'fate', label: 'Fate points' },
  { id: 'points', label: 'Hit and magic points' },
  { id: 'review', label: 'Review' },
] as const;

export type BuilderStepId = (typeof BUILDER_STEPS)[number]['id'];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}.`);

/**
 * The step where a finding can be fixed, read from its code and path (e.g.
 * "creation.primaries.strength" → Primary traits). Findings no step owns,
 * such as overspending, belong to the review.
 */
export function stepOfFinding(finding: Finding): BuilderStepId {
  const p = finding.path;
  if (finding.code.startsWith('mls.occupation.')) return 'occupation';
  if (under(p, 'creation.race') || under(p, 'creation.ageIncrements')) return 'race-age';
  if (under(p, 'creation.primaries')) return 'primaries';
  if (under(p, 'creation.secondaries')) return 'secondaries';
  if (under(p, 'creation.negatives')) return 'negatives';
  if (under(p, 'creation.personality')) return 'personality';
  if (under(p, 'creation.extraFatePoints')) return 'fate';
  if (under(p, 'creation.hitPointsRoll') || under(p, 'creation.magicPointsRoll') || under(p, 'creation.usesMagic')) return 'points';
  return 'review';
}

/** The label of a step. */
export function stepLabel(id: BuilderStepId): string {
  return BUILDER_STEPS.find((s) => s.id === id)!.label;
}

/** Standing errors per step, for the step list's status. */
export function errorsByStep(findings: readonly Finding[]): Map<BuilderStepId, Finding[]> {
  const out = new Map<BuilderStepId, Finding[]>();
  for (const f of findings) {
    if (!isStandingError(f)) continue;
    const id = stepOfFinding(f);
    const list = out.get(id) ?? [];
    list.push(f);
    out.set(id, list);
  }
  return out;
}
