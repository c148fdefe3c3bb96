import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { LastOutcome } from './last-outcome';

/**
 * What the last action on a page did, announced politely; a refusal lists the rules' reasons. Shows `idle`
 * (how the page records things) while there is no outcome about the character as it is now.
 */
export const OutcomeLine = observer(function OutcomeLine({
  last,
  label,
  className,
  refusedClassName,
  idle,
}: {
  last: LastOutcome;
  /** The live region's name, e.g. "Last advancement". */
  label: string;
  /** The game's classes for the line and for a refusal. */
  className: string;
  refusedClassName: string;
  idle: ReactNode;
}) {
  const outcome = last.current;
  return (
    <div className={`${className}${outcome?.refused ? ` ${refusedClassName}` : ''}`} role="status" aria-live="polite" aria-label={label}>
      {outcome ? <p>{outcome.message}</p> : idle}
    </div>
  );
});
