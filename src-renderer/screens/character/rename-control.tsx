import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { describedBy, NameLength } from '../../components/name-limit';
import { useLeaveGuard, type LeaveGuards } from '../../components/use-leave-guard';
import { problemWithName } from '../../state/new-character';
import type { AnyCharacterEditor } from '../../contract/character-editor';

/**
 * "Rename" turns into a name field: Enter or "Save name" renames (one undo step), Escape cancels. A new name typed
 * and not saved stops the app from leaving the page until the player says so.
 */
export const RenameControl = observer(function RenameControl({
  editor,
  guards,
}: {
  editor: AnyCharacterEditor;
  guards: LeaveGuards;
}) {
  const [draft, setDraft] = useState<string>();
  useLeaveGuard(
    guards,
    draft !== undefined && draft.trim() !== editor.file.name ? `the new name typed for ${editor.file.name}` : undefined,
  );
  const [problem, setProblem] = useState<string>();
  const field = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const ids = { length: useId(), problem: useId() };

  useEffect(() => {
    if (draft !== undefined && !wasEditing.current) field.current?.select();
    if (draft === undefined && wasEditing.current) button.current?.focus();
    wasEditing.current = draft !== undefined;
  }, [draft]);

  const close = () => {
    setDraft(undefined);
    setProblem(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = problemWithName(draft ?? '', 'character');
    if (wrong) {
      setProblem(wrong);
      return;
    }
    editor.rename(draft ?? '');
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  if (draft === undefined) {
    return (
      <button
        ref={button}
        type="button"
        aria-label={`Rename ${editor.file.name}`}
        onClick={() => setDraft(editor.file.name)}
      >
        Rename
      </button>
    );
  }
  return (
    <form className="rename-form" onSubmit={submit} noValidate>
      <label>
        New name
        <input
          ref={field}
          type="text"
          value={draft}
          autoComplete="off"
          autoFocus
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? ids.problem : describedBy(ids.length, draft)}
          onChange={(e) => {
            setDraft(e.target.value);
            setProblem(undefined);
          }}
          onKeyDown={onKeyDown}
        />
      </label>
      <button type="submit" className="primary">
        Save name
      </button>
      <button type="button" onClick={close}>
        Cancel
      </button>
      {problem ? (
        <p id={ids.problem} className="field-problem" role="alert">
          {problem}
        </p>
      ) : (
        <NameLength id={ids.length} name={draft} />
      )}
    </form>
  );
});
