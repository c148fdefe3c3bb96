import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import type { CampaignStore } from '../state/campaign-store';
import { describedBy, NameLength } from '../components/name-limit';
import { problemWithName } from '../state/new-character';

/** A name field; Enter or "Add character" writes the new character's file. */
export const AddCharacterForm = observer(function AddCharacterForm({ campaign }: { campaign: CampaignStore }) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const ids = { name: useId(), length: useId(), problem: useId() };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const nameProblem = problemWithName(name, 'character');
    if (nameProblem) {
      setProblem(nameProblem);
      return;
    }
    setProblem(undefined);
    const typed = name;
    setName('');
    // Give the name back if the file could not be written, so nothing typed is lost.
    if (!(await campaign.addCharacter(typed))) setName((current) => current || typed);
  };

  return (
    <form className="inline-form" onSubmit={onSubmit} noValidate>
      <label htmlFor={ids.name}>Character name</label>
      <input
        id={ids.name}
        type="text"
        value={name}
        autoComplete="off"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? ids.problem : describedBy(ids.length, name)}
        onChange={(event) => {
          setName(event.target.value);
          setProblem(undefined);
        }}
      />
      <button type="submit" className="primary" disabled={campaign.editsPaused}>
        Add character
      </button>
      {problem ? (
        <p id={ids.problem} className="field-problem" role="alert">
          {problem}
        </p>
      ) : (
        <NameLength id={ids.length} name={name} />
      )}
    </form>
  );
});
