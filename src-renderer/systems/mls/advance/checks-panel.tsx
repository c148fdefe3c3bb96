import { observer } from 'mobx-react-lite';
import { memo, useId, useState } from 'react';
import {
  diceRecordProblem,
  enteredRoll,
  rollDice,
  type DiceRecord,
  type DiceSpec,
} from '../../../../shared/rules/core/dice';
import {
  CHECK_DIE_SIDES,
  checkRow,
  explainPersonalityCheckOdds,
  explainSecondaryCheckOdds,
  PERSONALITY_CHECK_DIE_SIDES,
  PERSONALITY_PAIRS,
  personalityCheckOdds,
  secondaryCheckOdds,
  type MlsPurchase,
  type MlsSettings,
  type MlsSheet,
  type PersonalityTrait,
} from '../../../../shared/rules/systems/mls';
import type { MlsEditor } from '../controls/creation-step';
import { capitalise, percent } from '../../../base/format';
import { levelText } from '../controls/format';
import { WhyRule } from '../../../components/explain/why-button';
import type { ExplainedRule } from '../../../components/explain/explanation-dialog';
import type { AdvanceDesk } from './advance-desk';
import { fullReason, previewPurchase } from './purchase-button';

const D8: DiceSpec = { count: 1, sides: CHECK_DIE_SIDES };
const D20: DiceSpec = { count: 1, sides: PERSONALITY_CHECK_DIE_SIDES };

/** One trait waiting for its check roll. */
interface PendingCheck {
  key: string;
  name: string;
  spec: DiceSpec;
  /** "base +1: needs 4 or more on 1d8 (63%)" */
  needs: string;
  /** The question of the chance `needs` ends with, and its explanation, worked out when asked. */
  why: { question: string; explain(): ExplainedRule };
  /** Why the rules would refuse this check now (e.g. already rolled after this adventure). */
  blocked: string | undefined;
  payload(roll: DiceRecord): { type: string } & Record<string, unknown>;
  outcome(before: MlsSheet, after: MlsSheet, roll: DiceRecord): string;
}

/** Why the rules would refuse a check now, asked of the rules package with a roll that cannot matter to the answer; in the rules' own words, as no page note is linked to it. */
function checkBlocked(sheet: MlsSheet, payload: MlsPurchase, settings: MlsSettings): string | undefined {
  return fullReason(previewPurchase(sheet, payload, settings));
}

function pendingChecks(sheet: MlsSheet, desk: AdvanceDesk, settings: MlsSettings): PendingCheck[] {
  const out: PendingCheck[] = [];
  for (const id of desk.checkedSecondaries) {
    const s = sheet.secondaries.find((x) => x.id === id);
    const row = s ? checkRow(s.level) : undefined;
    if (!s || !row || s.level === null) continue;
    const levelOf = (sh: MlsSheet) => sh.secondaries.find((x) => x.id === id)?.level ?? null;
    out.push({
      key: `secondary:${id}`,
      name: s.name,
      spec: D8,
      needs: `${levelText(s.level)}: needs ${row.needs} or more on 1d${CHECK_DIE_SIDES} (${percent(secondaryCheckOdds(s.level))})`,
      why: {
        question: `Why is ${s.name}’s chance to go up ${percent(secondaryCheckOdds(s.level))}?`,
        explain: () => explainSecondaryCheckOdds(s.level),
      },
      blocked: checkBlocked(sheet, { type: 'check', trait: id, roll: enteredRoll(D8, 1) }, settings),
      payload: (roll) => ({ type: 'check', trait: id, roll }),
      outcome: (before, after, roll) => {
        const from = levelOf(before);
        const to = levelOf(after);
        return to !== from && to !== null
          ? `${s.name} rose to ${levelText(to)} on a ${roll.total}.`
          : `${s.name} stayed at ${from === null ? 'its level' : levelText(from)} on a ${roll.total} (needed ${row.needs}).`;
      },
    });
  }
  for (const t of desk.checkedPersonality as PersonalityTrait[]) {
    const value = sheet.personality[t];
    const name = capitalise(t);
    out.push({
      key: `personality:${t}`,
      name,
      spec: D20,
      needs: `${value}: needs more than ${value} on 1d${PERSONALITY_CHECK_DIE_SIDES} (${percent(personalityCheckOdds(value))})`,
      why: {
        question: `Why is ${name}’s chance to go up ${percent(personalityCheckOdds(value))}?`,
        explain: () => explainPersonalityCheckOdds(value),
      },
      blocked: checkBlocked(sheet, { type: 'check-personality', trait: t, roll: enteredRoll(D20, 1) }, settings),
      payload: (roll) => ({ type: 'check-personality', trait: t, roll }),
      outcome: (before, after, roll) =>
        after.personality[t] !== before.personality[t]
          ? `${name} rose to ${after.personality[t]} on a ${roll.total}.`
          : `${name} stayed at ${before.personality[t]} on a ${roll.total}.`,
    });
  }
  return out;
}

/**
 * Checks: during an adventure the player ticks the traits that earned a
 * check; after it, each is rolled (1d8 on the book's table for a secondary
 * trait, 1d20 above the value for a personality trait), here or at the table.
 */
export const ChecksPanel = observer(function ChecksPanel({
  editor,
  desk,
  sheet,
}: {
  editor: MlsEditor;
  desk: AdvanceDesk;
  sheet: MlsSheet;
}) {
  const ids = { heading: useId(), rollHeading: useId() };
  const [entered, setEntered] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const checkable = sheet.secondaries.filter((s) => checkRow(s.level) !== undefined);
  const pending = pendingChecks(sheet, desk, editor.settings);
  const ready = pending.filter((p) => !p.blocked);

  const rollAll = () => {
    const rolls = new Map<string, DiceRecord>();
    const found: Record<string, string> = {};
    for (const p of ready) {
      const text = (entered[p.key] ?? '').trim();
      if (text === '') {
        rolls.set(p.key, rollDice(p.spec, editor.nextSeed()));
        continue;
      }
      const total = Number(text);
      const record = Number.isInteger(total) ? enteredRoll(p.spec, total) : undefined;
      const problem = record
        ? diceRecordProblem(record, p.spec)
        : `Type the total shown on the 1d${p.spec.sides}, a whole number.`;
      if (problem || !record) found[p.key] = problem ?? '';
      else rolls.set(p.key, record);
    }
    setProblems(found);
    if (Object.keys(found).length > 0) {
      desk.announce({ message: 'No checks were recorded: correct the entered rolls marked below first.' });
      return;
    }
    const said: string[] = [];
    const refused: string[] = [];
    for (const p of ready) {
      const roll = rolls.get(p.key)!;
      const before = editor.sheet!;
      const result = desk.record(`roll the check on ${p.name}`, p.payload(roll));
      if (result.accepted) {
        said.push(p.outcome(before, result.sheet, roll));
        if (p.key.startsWith('secondary:')) desk.toggleSecondary(p.key.slice('secondary:'.length), false);
        else desk.togglePersonality(p.key.slice('personality:'.length), false);
      } else {
        refused.push(`${p.name} not recorded: ${result.findings.map((f) => f.message).join(' ')}`);
      }
    }
    setEntered({});
    desk.announce({ message: [...said, ...refused].join(' ') });
  };

  return (
    <section className="mls-advance-group" aria-labelledby={ids.heading}>
      <h4 id={ids.heading}>Checks</h4>
      <p className="how">
        During an adventure, tick each trait that earned a check. After it, roll them: each trait is rolled once per
        adventure.
      </p>
      <div className="mls-advance-checklists">
        <fieldset className="mls-advance-checkboxes">
          <legend>Secondary traits checked</legend>
          {checkable.length === 0 && <p className="empty-state">No secondary trait can be checked.</p>}
          {checkable.map((s) => (
            <CheckBox
              key={s.id}
              desk={desk}
              kind="secondary"
              id={s.id}
              name={s.name}
              checked={desk.checkedSecondaries.includes(s.id)}
            />
          ))}
        </fieldset>
        <fieldset className="mls-advance-checkboxes mls-advance-personality-checks">
          <legend>Personality traits checked</legend>
          {PERSONALITY_PAIRS.flat().map((t) => (
            <CheckBox
              key={t}
              desk={desk}
              kind="personality"
              id={t}
              name={capitalise(t)}
              checked={desk.checkedPersonality.includes(t)}
            />
          ))}
        </fieldset>
      </div>
      <h5 id={ids.rollHeading}>After the adventure</h5>
      {pending.length === 0 ? (
        <p className="empty-state">No traits are ticked.</p>
      ) : (
        <ul className="mls-advance-rows" aria-labelledby={ids.rollHeading}>
          {pending.map((p) => (
            <CheckRow
              key={p.key}
              check={p}
              value={entered[p.key] ?? ''}
              problem={problems[p.key]}
              onChange={(text) => setEntered({ ...entered, [p.key]: text })}
            />
          ))}
        </ul>
      )}
      <button type="button" className="primary" disabled={ready.length === 0} onClick={rollAll}>
        Roll checks
      </button>
      <p className="how">Rolls typed in are used as entered; the app rolls the rest.</p>
    </section>
  );
});

/** One trait's "earned a check" box; with plain props it re-renders only when ticked or unticked, not on every purchase. */
const CheckBox = memo(function CheckBox({
  desk,
  kind,
  id,
  name,
  checked,
}: {
  desk: AdvanceDesk;
  kind: 'secondary' | 'personality';
  id: string;
  name: string;
  checked: boolean;
}) {
  return (
    <label>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) =>
          kind === 'secondary'
            ? desk.toggleSecondary(id, e.target.checked)
            : desk.togglePersonality(id, e.target.checked)
        }
      />{' '}
      {name}
    </label>
  );
});

function CheckRow({
  check,
  value,
  problem,
  onChange,
}: {
  check: PendingCheck;
  value: string;
  problem: string | undefined;
  onChange(text: string): void;
}) {
  const fieldId = useId();
  const problemId = useId();
  const dice = `1d${check.spec.sides}`;
  return (
    <li className="mls-advance-row">
      <div>
        <strong>{check.name}</strong> <span className="how">{check.needs}</span>
        <WhyRule question={check.why.question} explain={check.why.explain} />
        {check.blocked && <p className="step-blocked">{check.blocked}</p>}
      </div>
      <div className="mls-advance-field">
        <label htmlFor={fieldId}>
          {check.name} rolled at the table ({dice})
        </label>
        <input
          id={fieldId}
          type="number"
          inputMode="numeric"
          value={value}
          disabled={!!check.blocked}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        {problem && (
          <p id={problemId} className="field-problem">
            {problem}
          </p>
        )}
      </div>
    </li>
  );
}
