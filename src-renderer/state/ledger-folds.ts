import type { CharacterFile } from '../../shared/model';
import { isLegal } from '../../shared/rules/core/findings';
import { evaluate, foldStep } from '../../shared/rules/core/ledger';
import { readEvent } from '../../shared/rules/core/parse-cache';
import { mainBudget, type AnyRuleSystem, type Evaluation } from '../../shared/rules/core/system';

/** A full fold's result, with how many of its findings come before the final sheet's validation. */
interface Known {
  evaluation: Evaluation<unknown>;
  /** Findings from the settings, the creation and every ledger step: the part the next event leaves as it is. */
  before: number;
}

/**
 * The evaluations of one open character, with every sheet kept, computed so
 * that the commonest edits cost one event's work rather than a fold of the
 * whole ledger:
 *   - a file seen before (undo and redo bring back the very file object) is
 *     answered from memory;
 *   - a file that only appends one event to the last one folded extends that
 *     fold: the new event is applied to the last sheet and the final sheet is
 *     validated again, which is exactly what a full fold computes;
 *   - anything else (an edited creation, a removed or changed event, any
 *     override in the ledger, whose effect reaches back over earlier steps)
 *     is folded in full by the rules package.
 * Files are values here: an edit makes a new file object and never changes
 * one in place, so a file object always has the same evaluation.
 */
export class LedgerFolds {
  private readonly known = new WeakMap<CharacterFile, Known>();
  private last: { file: CharacterFile; known: Known } | undefined;

  constructor(
    private readonly system: AnyRuleSystem,
    private readonly campaignSettings: unknown,
  ) {}

  /** The evaluation of `file` with every sheet kept, identical to `evaluate(system, file, settings, { keepSheets: true })`. */
  evaluationOf(file: CharacterFile): Evaluation<unknown> {
    let known = this.known.get(file);
    if (known === undefined) {
      known = (this.last && this.extended(this.last.file, this.last.known, file)) ?? this.folded(file);
      this.known.set(file, known);
    }
    this.last = { file, known };
    return known.evaluation;
  }

  private folded(file: CharacterFile): Known {
    const evaluation = evaluate(this.system, file, this.campaignSettings, { keepSheets: true });
    const validated =
      evaluation.sheet === undefined ? 0 : this.system.validate(evaluation.sheet, this.settings()).length;
    return { evaluation, before: evaluation.findings.length - validated };
  }

  /** `file` as `previous` plus one event, or undefined when the file differs otherwise and needs a full fold. */
  private extended(previousFile: CharacterFile, previous: Known, file: CharacterFile): Known | undefined {
    const { evaluation } = previous;
    const count = previousFile.events.length;
    if (file.creation !== previousFile.creation || file.events.length !== count + 1) return undefined;
    if (evaluation.sheet === undefined || evaluation.sheets === undefined || evaluation.overrides.length > 0)
      return undefined;
    for (let i = 0; i < count; i++) if (file.events[i] !== previousFile.events[i]) return undefined;

    const system = this.system;
    const settings = this.settings();
    const raw = file.events[count]!;
    const parsed = readEvent(system, raw, `events.${count}`);
    if (parsed.core?.type === 'override') return undefined;

    // The rules package's own fold step, for the one new event (a shown sheet holds its state); then the sheet
    // worked out from the new state and validated again.
    const folded = foldStep(system, evaluation.sheet, raw, parsed, count, settings, []);
    const step = folded.step;
    const sheet = system.sheetOf(folded.sheet);
    const stepFindings = step.findings;
    const kept = evaluation.findings.slice(0, previous.before);
    for (const f of stepFindings) kept.push(f);
    const before = kept.length;
    const findings = [...kept, ...system.validate(sheet, settings)];
    const budgets = system.budgets(sheet);
    const next: Evaluation<unknown> = {
      sheet,
      budget: mainBudget(system, sheet, budgets),
      budgets,
      findings,
      steps: [...evaluation.steps, step],
      overrides: [],
      legal: isLegal(findings),
      sheets: [...evaluation.sheets, sheet],
    };
    return { evaluation: next, before };
  }

  private parsedSettings: { settings: unknown } | undefined;

  /** The campaign's settings as the rules read them (the editor's settings object never changes while it is open). */
  private settings(): unknown {
    this.parsedSettings ??= { settings: this.system.parseSettings(this.campaignSettings).settings };
    return this.parsedSettings.settings;
  }
}
