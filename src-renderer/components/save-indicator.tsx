import { observer } from 'mobx-react-lite';
import type { CharacterEditor, AnyCharacterEditor } from '../contract/character-editor';

const WORDS: Record<CharacterEditor['saveState'], string> = {
  saved: 'All changes saved',
  pending: 'Saving…',
  saving: 'Saving…',
  error: 'Not saved',
  conflict: 'Not saved: changed outside the app',
};

/** Says politely whether the character's edits are on disk, and offers a retry when a write failed. */
export const SaveIndicator = observer(function SaveIndicator({ editor }: { editor: AnyCharacterEditor }) {
  const state = editor.saveState;
  const message = state === 'error' || state === 'conflict' ? (editor.saveMessage ?? WORDS[state]) : WORDS[state];
  return (
    <div className={`save-indicator save-${state}`}>
      <p role="status" aria-live="polite">
        {message}
      </p>
      {state === 'error' && (
        <button type="button" onClick={() => void editor.flush()}>
          Try saving again
        </button>
      )}
    </div>
  );
});
