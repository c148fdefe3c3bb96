import type { Finding } from '../../../shared/rules/core/findings';
import { FieldFindings, numberFrom, numberText } from './field-findings';

/** A whole-number field with its explanation and the rules' findings beside it. */
export function NumberField({
  id,
  label,
  value,
  note,
  findings,
  onChange,
  min = 0,
}: {
  id: string;
  label: string;
  value: unknown;
  note: string;
  findings: readonly Finding[];
  onChange(value: number | string): void;
  /** The lowest value the field steps to (0 unless the setting may be negative). */
  min?: number;
}) {
  const noteId = `${id}-note`;
  const problemsId = `${id}-problems`;
  return (
    <div className="settings-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        step={1}
        min={min}
        value={numberText(value)}
        aria-invalid={findings.some((f) => f.severity === 'error') ? true : undefined}
        aria-describedby={findings.length ? `${noteId} ${problemsId}` : noteId}
        onChange={(e) => onChange(numberFrom(e.target.value))}
      />
      <p id={noteId} className="hint">
        {note}
      </p>
      <FieldFindings id={problemsId} findings={findings} />
    </div>
  );
}
