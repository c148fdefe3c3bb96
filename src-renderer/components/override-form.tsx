import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { isStandingError } from '../../shared/rules/core/findings';
import type { AnyCharacterEditor } from '../contract/character-editor';
import { keepFocusAfter } from './keep-focus';

/**
 * A game master accepts one standing error for this character, with a
 * reason. The override is a ledger event, so the sheet, the review and the
 * history all show it, and undo removes it.
 */
export const OverrideForm = observer(function OverrideForm({ editor }: { editor: AnyCharacterEditor }) {
  const standing = editor.findings.filter(isStandingError);
  const [chosen, setChosen] = useState(0);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const headingId = useId();
  const problemId = useId();
  if (standing.length === 0) return null;
  const index = Math.min(chosen, standing.length - 1);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const finding = standing[index];
    if (!finding) return;
    if (reason.trim() === '') {
      setProblem('Write the reason for the override; it is shown on the sheet.');
      return;
    }
    const result = editor.record(`accept ${finding.code}`, {
      type: 'override',
      code: finding.code,
      path: finding.path,
      reason: reason.trim(),
    });
    if (result.accepted) {
      setReason('');
      setProblem(undefined);
      setChosen(0);
    } else {
      setProblem(result.findings.map((f) => f.message).join(' ') || 'The override could not be recorded.');
    }
  };

  return (
    <form className="override-form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h3 id={headingId}>Game master override</h3>
      <p>
        A game master may accept a rule being broken for this character. The sheet shows every override with its reason.
      </p>
      <label>
        Error to accept
        <select value={index} onChange={(e) => setChosen(Number(e.target.value))}>
          {standing.map((f, i) => (
            <option key={`${f.code}:${f.path}`} value={i}>
              {f.message}
            </option>
          ))}
        </select>
      </label>
      <label>
        Reason for the override
        <textarea
          value={reason}
          required
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(e) => setReason(e.target.value)}
          rows={2}
        />
      </label>
      {problem && (
        <p id={problemId} className="field-problem" role="alert">
          {problem}
        </p>
      )}
      {/* Accepting the last error removes the form: focus goes on to Finish, not to the top of the page. */}
      <button type="submit" onClick={(event) => keepFocusAfter(event.currentTarget)}>
        Accept this error with the reason given
      </button>
    </form>
  );
});
