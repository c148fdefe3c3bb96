import type { Finding } from '../../../shared/rules/core/findings';
import './settings-form.css';

/** The findings about one settings field or list: its own path, or anything beneath it. */
export function findingsFor(findings: readonly Finding[], path: string): Finding[] {
  return findings.filter((f) => f.path === path || f.path.startsWith(`${path}.`));
}

/**
 * What the rules say about one field, beside it. The id lets the field point
 * at the messages with aria-describedby, so a screen reader reads them with it.
 */
export function FieldFindings({ id, findings }: { id: string; findings: readonly Finding[] }) {
  if (findings.length === 0) return null;
  return (
    <ul id={id} className="settings-findings">
      {findings.map((f, i) => (
        <li key={`${f.code}:${f.path}:${i}`} className={`field-problem finding-${f.severity}`}>
          {f.severity === 'error' ? 'Error: ' : 'Warning: '}
          {f.message}
        </li>
      ))}
    </ul>
  );
}

/** The text a number field shows for a value read from disk, which may not be a number at all. */
export function numberText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value : '';
}

/**
 * What a number field hands on: the number when the text is one, the text
 * itself otherwise, so the rule system's check reports it instead of the
 * field silently keeping the old value.
 */
export function numberFrom(text: string): number | string {
  const trimmed = text.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : text;
}
