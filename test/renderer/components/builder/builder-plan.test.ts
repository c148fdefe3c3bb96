import { describe, expect, it } from 'vitest';
import { error, warning } from '../../../../shared/rules/core/findings';
import { BuilderPlan, REVIEW_STEP } from '../../../../src-renderer/components/builder/builder-plan';

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
    const overridden = {
      ...error('x', 'creation.primaries.body', 'm'),
      overridden: { event: 'e1', reason: 'GM said so' },
    };
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

describe('BuilderPlan.status', () => {
  type Creation = { occupation: string | null };
  const withChoice = new BuilderPlan([
    { id: 'primaries', label: 'Primary traits', paths: ['creation.primaries'] },
    {
      id: 'occupation',
      label: 'Occupation',
      codes: ['mls.occupation.'],
      complete: (c: Creation) => c.occupation !== null,
    },
  ] as const);
  const missing = error('mls.occupation.missing', 'creation.secondaries', 'Choose an occupation.');
  const outOfRange = error(
    'mls.primary.out-of-range',
    'creation.primaries.mind',
    'A primary trait must stay within racial average ±2.',
  );
  const context = (findings: ReturnType<typeof error>[], creation: Creation, visited: boolean, settled = false) => ({
    errors: withChoice.errorsByStep(findings),
    creation,
    visited,
    settled,
  });

  it('shows a new character every step to do, the missing choice included', () => {
    const fresh = context([missing], { occupation: null }, false);
    expect(withChoice.status('primaries', fresh)).toEqual({ kind: 'to do' });
    expect(withChoice.status('occupation', fresh)).toEqual({ kind: 'to do' });
    expect(withChoice.status(REVIEW_STEP, fresh)).toEqual({ kind: 'to do' });
  });

  it('keeps a step whose choice is not made "to do" even once visited, and calls it done only when chosen', () => {
    expect(withChoice.status('occupation', context([missing], { occupation: null }, true))).toEqual({ kind: 'to do' });
    expect(withChoice.status('occupation', context([], { occupation: 'smith' }, false))).toEqual({ kind: 'done' });
  });

  it('counts errors for a step visited or complete, not for one never opened', () => {
    expect(withChoice.status('primaries', context([outOfRange], { occupation: null }, false))).toEqual({
      kind: 'to do',
    });
    expect(withChoice.status('primaries', context([outOfRange], { occupation: null }, true))).toEqual({
      kind: 'errors',
      count: 1,
    });
    expect(withChoice.status('primaries', context([], { occupation: null }, true))).toEqual({ kind: 'done' });
    const twice = error('mls.occupation.too-many', 'creation.secondaries', 'A character has exactly one occupation.');
    expect(withChoice.status('occupation', context([twice], { occupation: 'smith' }, false))).toEqual({
      kind: 'errors',
      count: 1,
    });
  });

  it('always counts the review’s errors, and calls it done once the character is finished', () => {
    const over = error('mls.cp.overspent', 'creation', 'Spending 62 CPs of the 60 available is 2 CPs over.');
    expect(withChoice.status(REVIEW_STEP, context([over], { occupation: null }, false))).toEqual({
      kind: 'errors',
      count: 1,
    });
    const finished = context([], { occupation: 'smith' }, false, true);
    expect(withChoice.status(REVIEW_STEP, finished)).toEqual({ kind: 'done' });
    expect(withChoice.status('primaries', finished)).toEqual({ kind: 'done' });
  });
});
