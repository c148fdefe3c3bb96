import { useId, useState } from 'react';
import type { DefaultOrigin } from '../base/setting-origin';
import { FilePickButton } from '../components/file-pick-button';
import { exportedHouseRules, readHouseRules, settingsBesideBook } from '../state/house-rules';
import { findSystem } from '../../shared/rules/registry';
import { findSystemScreens } from '../systems';
import { readText, saveAsFile } from '../components/file-transfer';

/** Where a default comes from, in a cell of its own: "The book: HURSAGMU, TRAITS", "The app’s choice: …". */
function originText(origin: DefaultOrigin | undefined): string {
  if (origin === undefined) return '';
  return 'book' in origin ? `The book: ${origin.book}` : `The app’s choice: ${origin.app}`;
}

/**
 * The settings in the form as house rules: saved as a file (to start another campaign from, or hand to another
 * group), loaded from one into the form (nothing is saved until "Save settings", so the check against the
 * characters and Discard still apply), and compared with the defaults (the book's where it gives one, the app's where it leaves the choice), setting by setting.
 */
export function HouseRulesSection({
  name,
  system,
  settings,
  ready,
  onLoad,
}: {
  /** The campaign's name, which names the file. */
  name: string;
  system: string;
  /** The settings in the form, as the rules read them. */
  settings: Record<string, unknown>;
  /** False while a setting is in error: such settings are not saved as house rules. */
  ready: boolean;
  onLoad(settings: Record<string, unknown>): void;
}) {
  const ids = { heading: useId(), compare: useId() };
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();
  const [comparing, setComparing] = useState(false);
  const rows = comparing ? settingsBesideBook(system, settings, findSystemScreens(system)?.settingRows) : [];
  const differing = rows.filter((r) => r.differs).length;

  const save = () => {
    const file = exportedHouseRules({ name, system, settings });
    saveAsFile(file.fileName, file.text);
    setOutcome({
      ok: true,
      message: `Saved these settings as ${file.fileName}. Start a new campaign from it with “Start from house rules”.`,
    });
  };

  const load = async (file: File | undefined) => {
    if (!file) return;
    const read = readHouseRules(await readText(file), file.name, system);
    if (!read.ok) {
      setOutcome(read);
      return;
    }
    onLoad(read.rules.settings);
    setOutcome({
      ok: true,
      message: `Loaded ${read.rules.name} into the form. Nothing is saved until “Save settings”.`,
    });
  };

  return (
    <section className="house-rules" aria-labelledby={ids.heading}>
      <h3 id={ids.heading}>House rules</h3>
      <div className="toolbar">
        <button type="button" disabled={!ready} onClick={save}>
          Save as house rules
        </button>
        <FilePickButton
          label="Load house rules…"
          inputLabel="House-rules file to load"
          onFiles={(files) => void load(files[0])}
        />
        <button
          type="button"
          aria-expanded={comparing}
          aria-controls={comparing ? ids.compare : undefined}
          onClick={() => setComparing(!comparing)}
        >
          Compare with the defaults
        </button>
      </div>
      {outcome && (
        <p className={outcome.ok ? 'party-award-done' : 'field-problem'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </p>
      )}
      {comparing && (
        <div id={ids.compare}>
          {!ready ? (
            <p className="hint">Fix the settings marked as errors to compare them with the defaults.</p>
          ) : (
            <>
              <p className={differing === 0 ? 'empty-state' : 'hint'}>
                {differing === 0
                  ? 'These settings are the defaults: nothing differs.'
                  : `${differing === 1 ? 'One setting differs' : `${differing} settings differ`} from the defaults, each marked “differs”.`}
              </p>
              <p className="hint">
                A default is the book’s value where the book gives one, and the app’s choice where the book leaves it to
                the game master.
              </p>
              <table className="history-table house-rules-compare">
                <caption>{findSystem(system)?.name ?? system} settings: the defaults and this campaign’s</caption>
                <thead>
                  <tr>
                    <th scope="col">Setting</th>
                    <th scope="col">Default</th>
                    <th scope="col">This campaign’s value</th>
                    <th scope="col">Where the default comes from</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.id} className={r.differs ? 'house-rules-differs' : undefined}>
                      <th scope="row">
                        {r.label}
                        {r.differs && <strong className="house-rules-differs-mark"> (differs)</strong>}
                      </th>
                      <td>{r.book}</td>
                      <td>{r.campaign}</td>
                      <td className="how">{originText(r.origin)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </div>
      )}
    </section>
  );
}
