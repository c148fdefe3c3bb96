import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import type { ConflictCopy } from '../../shared/api';
import type { ConflictCopiesStore, CopyControl, KeptVersion } from '../state/conflict-copies-store';
import { KeepVersionDialog } from './keep-version-dialog';

/**
 * The other versions of campaign files that sync tools left beside them,
 * each as a sentence with what the user can do: open it (a readable
 * character), keep it, or keep the current version. Either Keep asks first;
 * the version not kept goes to the campaign's .backups folder.
 */
export const ConflictCopiesPanel = observer(function ConflictCopiesPanel({
  copies,
  onEmptied,
}: {
  copies: ConflictCopiesStore;
  /** Called when the last copy was dealt with here, so focus can go somewhere that stays. */
  onEmptied(): void;
}) {
  const headingId = useId();
  const [asking, setAsking] = useState<{ copy: ConflictCopy; keep: KeptVersion }>();
  const list = copies.list;
  if (list.length === 0 && !asking) return null;

  const keep = async (copy: ConflictCopy, which: KeptVersion) => {
    setAsking(undefined);
    const index = copies.list.findIndex((c) => c.file === copy.file);
    await copies.keep(copy, which);
    if (copies.list.some((c) => c.file === copy.file)) {
      // Not kept (the status line says why): focus goes back to the button that asked.
      copies.focusRow(copy.file, which === 'copy' ? 'keep-copy' : 'keep-original');
      return;
    }
    const next = copies.list[Math.min(index, copies.list.length - 1)];
    if (next) copies.focusRow(next.file, copies.canOpen(next) ? 'open' : 'keep-original');
    else onEmptied();
  };

  return (
    <section className="conflict-copies-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {list.length === 1 ? 'Another version left by a sync tool' : 'Other versions left by a sync tool'}
      </h2>
      <p>
        A sync tool keeps a second version when the same file was changed in two places at once. Open it to compare,
        then keep one; the other goes to the campaign's .backups folder.
      </p>
      <ul className="conflict-copies-list">
        {list.map((copy) => (
          <ConflictCopyRow
            key={copy.file}
            copies={copies}
            copy={copy}
            onKeep={(which) => setAsking({ copy, keep: which })}
          />
        ))}
      </ul>
      {asking && (
        <KeepVersionDialog
          subject={copies.subjectOf(asking.copy)}
          copy={asking.copy}
          keep={asking.keep}
          onCancel={() => setAsking(undefined)}
          onConfirm={() => void keep(asking.copy, asking.keep)}
        />
      )}
    </section>
  );
});

/** One copy: its sentence, why it cannot be opened (if so), and its buttons, each naming whose version it is. */
const ConflictCopyRow = observer(function ConflictCopyRow({
  copies,
  copy,
  onKeep,
}: {
  copies: ConflictCopiesStore;
  copy: ConflictCopy;
  onKeep(which: KeptVersion): void;
}) {
  const openButton = useRef<HTMLButtonElement>(null);
  const keepCopyButton = useRef<HTMLButtonElement>(null);
  const keepOriginalButton = useRef<HTMLButtonElement>(null);
  const label = copies.labelOf(copy);
  const busy = copies.busy;
  const focusHere = copies.returnFocusTo?.file === copy.file ? copies.returnFocusTo.control : undefined;

  useEffect(() => {
    if (focusHere === undefined || busy) return;
    const buttons = {
      open: openButton,
      'keep-copy': keepCopyButton,
      'keep-original': keepOriginalButton,
    } satisfies Record<CopyControl, unknown>;
    const button = buttons[focusHere].current ?? keepOriginalButton.current;
    button?.focus();
    copies.focusReturned();
    // Focus moves only when asked to, once the buttons are enabled again.
  }, [copies, focusHere, busy]);

  return (
    <li className="conflict-copy-row">
      <div className="conflict-copy-text">
        <p className="conflict-copy-sentence">{copies.sentenceOf(copy)}</p>
        {copy.problem && <p className="conflict-copy-problem">{copy.problem}</p>}
      </div>
      <span className="conflict-copy-actions">
        {copies.canOpen(copy) && (
          <button
            ref={openButton}
            type="button"
            aria-label={`Open this version of ${label}`}
            disabled={busy}
            onClick={() => copies.open(copy)}
          >
            Open this version
          </button>
        )}
        {copy.problem === undefined && (
          <button
            ref={keepCopyButton}
            type="button"
            aria-label={`Keep this version of ${label}`}
            disabled={busy}
            onClick={() => onKeep('copy')}
          >
            Keep this version
          </button>
        )}
        <button
          ref={keepOriginalButton}
          type="button"
          aria-label={`Keep the current version of ${label}`}
          disabled={busy}
          onClick={() => onKeep('original')}
        >
          Keep the current version
        </button>
      </span>
    </li>
  );
});
