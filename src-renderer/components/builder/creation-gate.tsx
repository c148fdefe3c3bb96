import { observer } from 'mobx-react-lite';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { AnyCharacterEditor } from '../../contract/character-editor';

/**
 * Above the builder: whether the creation choices can be changed now, and the
 * deliberate way to reopen them. A finished character's choices are
 * read-only; "Edit creation" reopens them. Once play has begun, reopening
 * asks why, and each change is then recorded in the history with that reason.
 */
export const CreationGate = observer(function CreationGate({ editor }: { editor: AnyCharacterEditor }) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const reasonId = useId();
  const errorId = useId();
  const field = useRef<HTMLInputElement>(null);
  const name = editor.file.name;
  const entries = editor.file.events.filter((e) => e.type !== 'finish' && e.type !== 'override').length;

  if (editor.reopenedBecause !== undefined) {
    return (
      <div className="banner banner-warning creation-gate" role="status">
        <p>
          {editor.played
            ? `Changing ${name}'s creation during play: each change is recorded in the history with the reason “${editor.reopenedBecause}”.`
            : `${name}'s creation choices are open again. Finish the character in Review when you are done.`}
        </p>
        <button type="button" onClick={() => editor.closeCreation()}>
          Done editing creation
        </button>
      </div>
    );
  }
  if (editor.creationEditable) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!editor.reopenCreation(reason)) {
      setMissing(true);
      field.current?.focus();
      return;
    }
    setAsking(false);
    setReason('');
    setMissing(false);
  };

  return (
    <div className="banner banner-info creation-gate">
      <p>
        {editor.played
          ? `${name} has ${entries === 1 ? 'one entry' : `${entries} entries`} of play in the history, so the creation choices are read-only. A change to them now is recorded in the history with its reason.`
          : `${name} is finished, so the creation choices are read-only.`}
      </p>
      {!asking ? (
        <button type="button" onClick={() => (editor.played ? setAsking(true) : editor.reopenCreation())}>
          Edit creation{editor.played ? '…' : ''}
        </button>
      ) : (
        <form className="creation-gate-reason" onSubmit={submit}>
          <label htmlFor={reasonId}>Why change the creation now?</label>
          <input
            id={reasonId}
            ref={field}
            autoFocus
            value={reason}
            maxLength={2000}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? errorId : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setMissing(false);
            }}
          />
          <button type="submit" className="primary">
            Edit creation
          </button>
          <button
            type="button"
            onClick={() => {
              setAsking(false);
              setMissing(false);
            }}
          >
            Cancel
          </button>
          {missing && (
            <p id={errorId} className="field-problem" role="alert">
              Give a reason; it is recorded with each change so the game master sees why.
            </p>
          )}
        </form>
      )}
    </div>
  );
});
