import { isStandingError, type Finding } from '../../../../shared/rules/core/findings';

/** The builder's steps, in the order a first-time player would take them. */
export const BUILDER_STEPS = [
  { id: 'traits', label: 'Traits' },
  { id: 'gifts', label: 'Gifts' },
  { id: 'equipment', label: 'Equipment' },
  { id: 'review', label: 'Review' },
] as const;

export type BuilderStepId = (typeof BUILDER_STEPS)[number]['id'];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}.`);

/**
 * The step where a finding can be fixed, read from its path (e.g. "creation.traits.archery" → Traits).
 * Findings no step owns, such as spending more character points than there are, belong to the review.
 */
export function stepOfFinding(finding: Finding): BuilderStepId {
  const p = finding.path;
  if (under(p, 'creation.traits')) return 'traits';
  if (under(p, 'creation.gifts')) return 'gifts';
  if (under(p, 'creation.equipment') || under(p, 'equipment')) return 'equipment';
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
    out.set(id, [...(out.get(id) ?? []), f]);
  }
  return out;
}
