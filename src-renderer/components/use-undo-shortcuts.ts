import { useEffect } from 'react';
import { isTextEntry, type AppStore } from '../state/app-store';

/**
 * Ctrl+Z / Cmd+Z undoes the last edit, Ctrl+Shift+Z and Ctrl+Y redo it.
 * Inside a text field the browser's own text undo runs instead, and while a
 * modal dialog is open nothing behind it changes.
 */
export function useUndoShortcuts(store: AppStore): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const campaign = store.campaign;
      if (!campaign || campaign.editsPaused || event.altKey || !(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      const undo = key === 'z' && !event.shiftKey;
      const redo = (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey);
      if (!undo && !redo) return;
      if (isTextEntry(event.target instanceof Element ? event.target : null)) return;
      if (document.querySelector('[aria-modal="true"]')) return;
      event.preventDefault();
      // The open character's editor owns undo while its page shows; the campaign's history otherwise.
      void (undo ? campaign.undoHere() : campaign.redoHere());
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store]);
}
