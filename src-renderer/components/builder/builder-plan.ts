import { isStandingError, type Finding } from '../../../shared/rules/core/findings';

/** The review's id: every builder ends with it, and it takes every finding no other step owns. */
export const REVIEW_STEP = 'review';

/** One step of a game's builder and the findings it fixes. */
export interface BuilderStep<Id extends string = string> {
  id: Id;
  label: string;
  /** Finding paths fixed in this step: each path itself and everything under it, e.g. "creation.primaries". */
  paths?: readonly string[];
  /** Finding code prefixes fixed in this step whatever their path, e.g. "mls.occupation."; they win over paths. */
  codes?: readonly string[];
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}.`);

/**
 * A game's builder: its steps in the order a first-time player would take them, then the review. Knows
 * which step a finding can be fixed in, so the step list, each step and the review agree.
 */
export class BuilderPlan<const Id extends string> {
  /** Every step in order, the review last. */
  readonly steps: readonly BuilderStep<Id | typeof REVIEW_STEP>[];

  constructor(steps: readonly BuilderStep<Id>[]) {
    this.steps = [...steps, { id: REVIEW_STEP, label: 'Review' }];
  }

  /** The id of the first step, where the builder opens. */
  get first(): Id | typeof REVIEW_STEP {
    return this.steps[0]!.id;
  }

  /**
   * The step where a finding can be fixed, read from its code and path (e.g. "creation.primaries.strength"
   * → the step that owns "creation.primaries"). Findings no step owns, such as overspending, belong to the review.
   */
  stepOf(finding: Finding): Id | typeof REVIEW_STEP {
    const byCode = this.steps.find((s) => s.codes?.some((prefix) => finding.code.startsWith(prefix)));
    if (byCode) return byCode.id;
    const byPath = this.steps.find((s) => s.paths?.some((prefix) => under(finding.path, prefix)));
    return byPath ? byPath.id : REVIEW_STEP;
  }

  /** The label of a step. */
  label(id: Id | typeof REVIEW_STEP): string {
    return this.steps.find((s) => s.id === id)!.label;
  }

  /** Standing errors per step, for the step list's status. */
  errorsByStep(findings: readonly Finding[]): Map<Id | typeof REVIEW_STEP, Finding[]> {
    const out = new Map<Id | typeof REVIEW_STEP, Finding[]>();
    for (const f of findings) {
      if (!isStandingError(f)) continue;
      const id = this.stepOf(f);
      out.set(id, [...(out.get(id) ?? []), f]);
    }
    return out;
  }
}

/** The ids of a plan's own steps, every one but the review: what a game renders itself. */
export type GameStepOf<P> = P extends BuilderPlan<infer Id> ? Id : never;
