import { observer } from 'mobx-react-lite';
import { FilePickButton } from '../components/file-pick-button';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isStandingError } from '../../shared/rules/core/findings';
import { getRuleSystem } from '../../shared/rules/registry';
import type { AppStore } from '../state/app-store';
import { describedBy, NameLength } from '../components/name-limit';
import { readHouseRules } from '../state/house-rules';
import { problemWithName } from '../state/new-character';
import { readText } from '../components/file-transfer';
import { buildableSystems, findSystemScreens } from '../systems';
import './new-campaign-form.css';

/**
 * Name and game for a new campaign, and the settings the game asks for before its first character (its
 * screens' NewCampaignFields, with the defaults shown), or all of its settings from a house-rules file;
 * Create opens it.
 */
export const NewCampaignForm = observer(function NewCampaignForm({ store }: { store: AppStore }) {
  const systems = buildableSystems();
  const [name, setName] = useState('');
  const [system, setSystem] = useState(systems[0]?.id ?? '');
  // What was typed into the game's own fields; the game's defaults stand for the rest.
  const [settings, setSettings] = useState<Record<string, unknown>>({});
  const Fields = findSystemScreens(system)?.NewCampaignFields;
  const [problem, setProblem] = useState<string>();
  const [creating, setCreating] = useState(false);
  // House rules the campaign starts from: their name, while the settings are theirs.
  const [houseRules, setHouseRules] = useState<string>();

  const loadHouseRules = async (file: File | undefined) => {
    if (!file) return;
    const read = readHouseRules(await readText(file), file.name);
    if (!read.ok) {
      setHouseRules(undefined);
      setProblem(read.message);
      return;
    }
    if (!systems.some((s) => s.id === read.rules.system)) {
      setProblem(`${file.name} holds house rules for a game this version of the app cannot build characters for.`);
      return;
    }
    setSystem(read.rules.system);
    setSettings(read.rules.settings);
    setHouseRules(read.rules.name);
    setProblem(undefined);
  };
  const nameInput = useRef<HTMLInputElement>(null);
  const ids = { name: useId(), length: useId(), system: useId(), problem: useId(), heading: useId() };

  useEffect(() => {
    if (!store.newCampaignRequested) return;
    nameInput.current?.focus();
    store.newCampaignFormFocused();
  }, [store, store.newCampaignRequested]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const nameProblem = problemWithName(name, 'campaign');
    if (nameProblem) {
      setProblem(nameProblem);
      nameInput.current?.focus();
      return;
    }
    const rules = getRuleSystem(system);
    if (Fields && rules && rules.parseSettings(settings).findings.some(isStandingError)) {
      setProblem(
        'Fix the setting marked as an error before creating the campaign; the note beside it says what the rules allow.',
      );
      return;
    }
    setProblem(undefined);
    setCreating(true);
    await store.createCampaign(name, system, Fields || houseRules ? settings : {});
    setCreating(false);
  };

  return (
    <section className="card" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>New campaign</h2>
      <form className="stacked-form" onSubmit={onSubmit} noValidate>
        <label htmlFor={ids.name}>Campaign name</label>
        <input
          id={ids.name}
          ref={nameInput}
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
        {!problem && <NameLength id={ids.length} name={name} />}
        <label htmlFor={ids.system}>Game system</label>
        <select
          id={ids.system}
          value={system}
          onChange={(event) => {
            setSystem(event.target.value);
            // Settings belong to one game; another game starts again from its own defaults.
            setSettings({});
            setHouseRules(undefined);
            setProblem(undefined);
          }}
        >
          {systems.map((listing) => (
            <option key={listing.id} value={listing.id}>
              {listing.name}
            </option>
          ))}
        </select>
        <div className="toolbar">
          <FilePickButton
            label="Start from house rules…"
            inputLabel="House-rules file to start from"
            onFiles={(files) => void loadHouseRules(files[0])}
          />
          {houseRules && (
            <>
              <span role="status">Starting from {houseRules}.</span>
              <button
                type="button"
                onClick={() => {
                  setHouseRules(undefined);
                  setSettings({});
                }}
              >
                Use the book's settings
              </button>
            </>
          )}
        </div>
        {Fields && (
          <fieldset className="new-campaign-settings">
            <legend>Before the first character</legend>
            <Fields
              settings={settings}
              onChange={(next) => {
                setSettings(next);
                setProblem(undefined);
              }}
            />
          </fieldset>
        )}
        {problem && (
          <p id={ids.problem} className="field-problem" role="alert">
            {problem}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="primary" disabled={creating}>
            Create campaign
          </button>
        </div>
      </form>
    </section>
  );
});
