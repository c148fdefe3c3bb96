import { observer } from 'mobx-react-lite';
import { isStandingError } from '../../shared/rules/core/findings';
import type { AnyCharacterEditor } from '../contract/character-editor';

/**
 * Above a game's advancement: says, without blocking anything, when the
 * character is not finished yet or has rule errors, and offers the way to
 * the builder's review, which lists what is left.
 */
export const PlayNotice = observer(function PlayNotice({
  editor,
  openReview,
}: {
  editor: AnyCharacterEditor;
  openReview(): void;
}) {
  const errors = editor.findings.filter(isStandingError).length;
  const name = editor.file.name;
  const notes: string[] = [];
  if (!editor.finished) notes.push(`${name} is not finished yet, so the creation choices may still change.`);
  if (errors > 0) notes.push(`${name} has ${errors === 1 ? 'one rule error' : `${errors} rule errors`} standing.`);
  if (notes.length === 0) return null;
  return (
    <div className="banner banner-info play-notice" role="note">
      <p>{notes.join(' ')} Play can be recorded all the same; the Review lists what is left.</p>
      <button type="button" onClick={openReview}>
        Open the Review
      </button>
    </div>
  );
});
