import { useEffect, useRef } from 'react';

/** Where the app's own moves are guarded: `CampaignPlaces`, or the navigation itself. */
export interface LeaveGuards {
  guard(unsaved: () => string | undefined): () => void;
}

/**
 * For a form that needs an explicit save: while `unsaved` names typed input not saved yet ("the changes to the
 * campaign settings"), the app asks before leaving the page (its own moves, Back and Forward), and a reload or a
 * closed window asks the browser's question first. Undefined once everything is saved or discarded.
 */
export function useLeaveGuard(guards: LeaveGuards, unsaved: string | undefined): void {
  const latest = useRef(unsaved);
  useEffect(() => {
    latest.current = unsaved;
  });
  useEffect(() => guards.guard(() => latest.current), [guards]);
  const active = unsaved !== undefined;
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set; none shows the text itself.
      event.returnValue = latest.current ?? '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}
