import { describe, expect, it } from 'vitest';
import { error, warning } from '../../shared/rules/core/findings';
import { BuilderPlan, REVIEW_STEP } from '../../src-renderer/components/builder/builder-plan';

const plan = new BuilderPlan([
  { id: 'primaries', label: 'Primary traits', paths: ['creation.primaries'] },
  { id: 'occupation', label: 'Occupation', codes: ['mls.occupation.'] },
  { id: 'secondaries', label: 'Secondary traits', paths: ['creation.secondaries'] },
] as const);

describe('BuilderPlan', () => {
  it('ends every builder with the review and opens on the first step', () => {
    expect(plan.steps.map((s) => s.id)).toEqual(['primaries', 'occupation', 'secondaries', REVIEW_STEP]);
    expect(plan.first).toBe('primaries');
    expect(plan.label(REVIEW_STEP)).toBe('Review');
  });

  it('sends a finding to the step that owns its path, but not to a step whose path merely shares a prefix', () => {
    expect(plan.stepOf(error('x', 'creation.primaries.strength', 'm'))).toBe('primaries');
    expect(plan.stepOf(error('x', 'creation.primaries', 'm'))).toBe('primaries');
    expect(plan.stepOf(error('x', 'creation.primariesExtra', 'm'))).toBe(REVIEW_STEP);
  });

  it('lets a code prefix win over a path, and leaves what no step owns to the review', () => {
    expect(plan.stepOf(error('mls.occupation.missing', 'creation.secondaries', 'm'))).toBe('occupation');
    expect(plan.stepOf(error('mls.budget.overspent', 'creation', 'm'))).toBe(REVIEW_STEP);
  });

  it('counts only standing errors per step', () => {
    const overridden = { ...error('x', 'creation.primaries.body', 'm'), overridden: { event: 'e1', reason: 'GM said so' } };
    const byStep = plan.errorsByStep([
      error('x', 'creation.primaries.strength', 'm'),
      warning('y', 'creation.primaries.size', 'm'),
      overridden,
      error('mls.occupation.missing', 'creation', 'm'),
    ]);
    expect(byStep.get('primaries')).toHaveLength(1);
    expect(byStep.get('occupation')).toHaveLength(1);
    expect(byStep.has('secondaries')).toBe(false);
  });
});
