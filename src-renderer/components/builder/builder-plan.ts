import { isStandingError, type Finding } from '../../../shared/rules/core/findings';

/** The review's id: every builder ends with it, and it takes every finding no other step owns. */
export const REVIEW_STEP = 'review';

/** One step of a game's builder and the findings it fixes. */
export interface BuilderStep<Id extends string = string, Creation = unknown> {
  id: Id;
  label: string;
  /** Finding paths fixed in this step: each path itself and everything under it, e.g. "creation.primaries". */
  paths?: readonly string[];
  /** Finding code prefixes fixed in this step whatever their path, e.g. "mls.occupation."; they win over paths. */
  codes?: readonly string[];
  /**
   * For a step with something the player must choose (an occupation, some traits, a roll): true once it is
   * chosen, given the creation and the step's standing errors. Until then the step is "to do" and its
   * findings are hints, not errors. A step without it asks nothing that is required: it is complete once the
   * player has been there (or the character is finished).
   */
  complete?(creation: Creation, errors: readonly Finding[]): boolean;
}

/** What the step list says of a step: still to do, done, or its errors. */
export type StepStatus = { kind: 'to do' } | { kind: 'done' } | { kind: 'errors'; count: number };

/** What the step list knows when it works out a step's status. */
export interface StepContext<Creation> {
  /** The standing errors per step (`errorsByStep`). */
  errors: ReadonlyMap<string, readonly Finding[]>;
  /** The creation choices as they are now. */
  creation: Creation;
  /** True when the player has opened the step. */
  visited: boolean;
  /** True once the character was finished or play has begun: every step has been through. */
  settled: boolean;
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}.`);

/**
 * A game's builder: its steps in the order a first-time player would take them, then the review. Knows
 * which step a finding can be fixed in, so the step list, each step and the review agree.
 */
export class BuilderPlan<const Id extends string, Creation = unknown> {
  /** Every step in order, the review last. */
  readonly steps: readonly BuilderStep<Id | typeof REVIEW_STEP, Creation>[];

  constructor(steps: readonly BuilderStep<Id, Creation>[]) {
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

  /**
   * True when the step's choices are complete: the game's own test when it has one, otherwise once the player
   * has been there or the character is finished (a step that requires nothing is complete when seen).
   */
  isComplete(id: Id | typeof REVIEW_STEP, creation: Creation, seen: boolean, errors: readonly Finding[] = []): boolean {
    const step = this.steps.find((s) => s.id === id);
    return step?.complete ? step.complete(creation, errors) : seen;
  }

  /**
   * A step's status in the step list. A step whose choices are not complete is "to do": a new character
   * shows every step so, and an occupation not chosen yet is something to do, not an error. Errors are
   * counted for a step the player has visited or whose choices are complete, and always for the review
   * (which owns what no step does, such as overspending). "Done" needs complete choices and no error; the
   * review is done once the character is finished.
   */
  status(id: Id | typeof REVIEW_STEP, context: StepContext<Creation>): StepStatus {
    const count = context.errors.get(id)?.length ?? 0;
    const seen = context.visited || context.settled;
    // The review's own work is Finish: it is done once the character is.
    if (id === REVIEW_STEP)
      return count > 0 ? { kind: 'errors', count } : context.settled ? { kind: 'done' } : { kind: 'to do' };
    const complete = this.isComplete(id, context.creation, seen, context.errors.get(id) ?? []);
    if (!complete) return { kind: 'to do' };
    if (count > 0) return { kind: 'errors', count };
    return { kind: 'done' };
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
export type GameStepOf<P> = P extends BuilderPlan<infer Id, infer _Creation> ? Id : never;
