import { useId, type ReactNode } from 'react';
import './ledger-desk.css';

/**
 * One action of a page that records entries, for every game: a card with its heading, its fields laid out label
 * beside field, then what the game shows under them (how the step changes the character, its priced button).
 */
export function DeskForm({ heading, fields, children }: { heading: string; fields?: ReactNode; children?: ReactNode }) {
  const id = useId();
  return (
    <section className="desk-group" aria-labelledby={id}>
      <h4 id={id}>{heading}</h4>
      {fields !== undefined && <div className="desk-form-grid">{fields}</div>}
      {children}
    </section>
  );
}
