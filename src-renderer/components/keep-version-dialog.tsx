import type { ConflictCopy } from '../../shared/api';
import { toolOf, type KeptVersion } from '../state/conflict-copies-store';
import { ConfirmDialog } from './confirm-dialog';
import { calendarDate, capitalise } from '../base/format';

/** Asks before one version of a file is kept, or both merged: says what stays and what goes to .backups. */
export function KeepVersionDialog({
  subject,
  copy,
  keep,
  onConfirm,
  onCancel,
  drops,
}: {
  /** What the copy is another version of, e.g. "Aria Vell". */
  subject: string;
  copy: ConflictCopy;
  keep: KeptVersion;
  onConfirm(): void;
  onCancel(): void;
  /** What keeping one version whole drops of the other's records, in words (the campaign file's sessions and awards). */
  drops?: string | undefined;
}) {
  const other = `the other version, left by ${toolOf(copy)} on ${calendarDate(copy.date)}`;
  const dropping = drops ? <p>This drops what only the version not kept has: {drops}.</p> : null;
  if (keep === 'copy') {
    return (
      <ConfirmDialog
        title={`Keep the other version of ${subject}?`}
        confirmLabel="Keep the other version"
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        <p>
          From now on the campaign uses {other}. The current version of {subject} goes to this campaign's{' '}
          <code>.backups</code> folder, where it stays if you want it back.
        </p>
        {dropping}
      </ConfirmDialog>
    );
  }
  if (keep === 'both') {
    return (
      <ConfirmDialog
        title={`Keep both versions of ${subject}, merged?`}
        confirmLabel="Keep both, merged"
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        <p>
          The entries only {other} has are added to the ledger of {subject}, each in its place; nothing either version
          recorded is lost. Both earlier versions go to this campaign's <code>.backups</code> folder. Look at the merged
          character's sheet afterwards: points both versions spent may now be spent twice.
        </p>
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      title={`Keep the current version of ${subject}?`}
      confirmLabel="Keep the current version"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        The current version of {subject} stays as it is. {capitalise(other)}, goes to this campaign's{' '}
        <code>.backups</code> folder, where it stays if you want it back.
      </p>
      {dropping}
    </ConfirmDialog>
  );
}
