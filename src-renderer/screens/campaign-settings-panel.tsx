import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { leafChanges, stableStringify, withLeafChanges, type CampaignFile } from '../../shared/model';
import { isStandingError } from '../../shared/rules/core/findings';
import type { AnyRuleSystem } from '../../shared/rules/core/system';
import { getRuleSystem } from '../../shared/rules/registry';
import type { CampaignStore } from '../state/campaign-store';
import { describedBy, NameLength, nameTooLong } from '../components/name-limit';
import { problemWithName } from '../state/new-character';
import { findSystemScreens, type SystemScreens } from '../systems';
import { useLeaveGuard } from '../components/use-leave-guard';
import { HouseRulesSection } from './house-rules-section';
import { SettingsImpactPanel } from './settings-impact-panel';

interface Draft {
  name: string;
  settings: unknown;
}

/**
 * What the panel starts from: the settings as the rules read them (every
 * default filled in) when they are sound, or exactly as on disk when they
 * are not, so the fields show the values the rules refuse.
 */
function draftOf(campaign: CampaignFile): Draft {
  const system = getRuleSystem(campaign.system);
  if (!system) return { name: campaign.name, settings: campaign.settings };
  const parsed = system.parseSettings(campaign.settings);
  return { name: campaign.name, settings: parsed.findings.some(isStandingError) ? campaign.settings : parsed.settings };
}

const sameDraft = (a: Draft, b: Draft) =>
  a.name === b.name && stableStringify(a.settings) === stableStringify(b.settings);

/**
 * The settings to write: those on disk with only the fields the player changed (from what the panel showed to what
 * the rules read from the form), so a default the file leaves out stays out and the campaign records the change of
 * those fields alone, which lets another version's change of another field merge with it. When the rules would read
 * that differently (a file whose settings they correct), the form's settings are written whole, as read.
 */
function settingsToWrite(
  system: Pick<AnyRuleSystem, 'parseSettings'>,
  onDisk: Record<string, unknown>,
  shown: unknown,
  chosen: Record<string, unknown>,
): Record<string, unknown> {
  const fromShown = (shown !== null && typeof shown === 'object' && !Array.isArray(shown) ? shown : {}) as Record<
    string,
    unknown
  >;
  const minimal = withLeafChanges(onDisk, leafChanges(fromShown, chosen));
  const reading = system.parseSettings(minimal);
  return !reading.findings.some(isStandingError) && stableStringify(reading.settings) === stableStringify(chosen)
    ? minimal
    : chosen;
}

/**
 * The campaign's name and its game's settings. Changes are checked as they
 * are typed with the rule system's own reading of the settings; Save writes
 * the campaign file (one step in the campaign's undo history) and is
 * refused while any setting is in error.
 */
export const CampaignSettingsPanel = observer(function CampaignSettingsPanel({
  campaign,
  onClose,
  SettingsForm = findSystemScreens(campaign.campaign.system)?.SettingsForm,
}: {
  campaign: CampaignStore;
  onClose(): void;
  /** The game's settings fields; by default those its screens provide. */
  SettingsForm?: SystemScreens['SettingsForm'];
}) {
  const ids = { heading: useId(), name: useId(), nameLength: useId(), nameProblem: useId(), refusal: useId() };
  const file = campaign.campaign;
  const [draft, setDraft] = useState<Draft>(() => draftOf(file));
  const [saving, setSaving] = useState(false);
  const shownFile = useRef(file);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  // After an undo, a reload or a save, an untouched form shows the file as it is now.
  useEffect(() => {
    if (shownFile.current === file) return;
    const wasUntouched = sameDraft(draft, draftOf(shownFile.current));
    shownFile.current = file;
    if (wasUntouched) setDraft(draftOf(file));
  }, [file, draft]);

  const system = getRuleSystem(file.system);
  const reading = system?.parseSettings(draft.settings);
  const errors = reading?.findings.filter(isStandingError) ?? [];
  const nameProblem = problemWithName(draft.name, 'campaign');
  const changed = !sameDraft(draft, draftOf(file));
  // Settings are saved by the game master's word, never as typed: leaving with changes asks first.
  useLeaveGuard(campaign.places, changed ? 'the changes to the campaign settings' : undefined);
  const refusal = nameProblem
    ? nameTooLong(draft.name)
      ? "Shorten the campaign's name before saving."
      : 'Give the campaign a name before saving.'
    : errors.length > 0
      ? `Fix ${errors.length === 1 ? 'the setting marked as an error' : `the ${errors.length} settings marked as errors`} before saving; nothing has been saved yet.`
      : undefined;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (refusal || !changed || saving) return;
    const name = draft.name.trim();
    const chosen = system ? (reading!.settings as Record<string, unknown>) : file.settings;
    const shown = draftOf(file).settings;
    const settingsChanged = stableStringify(chosen) !== stableStringify(shown);
    const settings = system && settingsChanged ? settingsToWrite(system, file.settings, shown, chosen) : undefined;
    const label = settingsChanged ? 'change the campaign settings' : `rename the campaign to ${name}`;
    setSaving(true);
    // The campaign records the fields that changed (CampaignStore.updateCampaign); a rename leaves the settings as they are.
    await campaign.updateCampaign(label, (current) => ({ ...current, name, settings: settings ?? current.settings }));
    setSaving(false);
  };

  return (
    <section className="card campaign-settings no-print" aria-labelledby={ids.heading} id="campaign-settings">
      <h2 id={ids.heading} ref={heading} tabIndex={-1}>
        Campaign settings
      </h2>
      <form className="stacked-form" onSubmit={save} noValidate>
        <label htmlFor={ids.name}>Campaign name</label>
        <input
          id={ids.name}
          type="text"
          value={draft.name}
          autoComplete="off"
          aria-invalid={nameProblem ? true : undefined}
          aria-describedby={nameProblem ? ids.nameProblem : describedBy(ids.nameLength, draft.name)}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        />
        {nameProblem ? (
          <p id={ids.nameProblem} className="field-problem">
            {nameProblem}
          </p>
        ) : (
          <NameLength id={ids.nameLength} name={draft.name} />
        )}
        {SettingsForm ? (
          <SettingsForm settings={draft.settings} onChange={(settings) => setDraft({ ...draft, settings })} />
        ) : (
          <p className="hint">
            This version of the app has no settings to offer for {campaign.systemName}; only the name can be changed
            here.
          </p>
        )}
        {system && (
          <HouseRulesSection
            name={draft.name.trim() || file.name}
            system={file.system}
            settings={reading!.settings as Record<string, unknown>}
            ready={errors.length === 0}
            onLoad={(settings) => setDraft({ ...draft, settings: system.parseSettings(settings).settings })}
          />
        )}
        {system && (
          <SettingsImpactPanel
            campaign={campaign}
            settings={reading!.settings}
            ready={
              errors.length === 0 &&
              stableStringify(reading!.settings) !== stableStringify(system.parseSettings(file.settings).settings)
            }
          />
        )}
        {refusal && (
          <p id={ids.refusal} className="field-problem" role="alert">
            {refusal}
          </p>
        )}
        <div className="form-actions toolbar">
          <button
            type="submit"
            className="primary"
            disabled={!changed || refusal !== undefined || saving || campaign.editsPaused}
            aria-describedby={refusal ? ids.refusal : undefined}
          >
            {saving ? 'Saving settings…' : 'Save settings'}
          </button>
          <button type="button" disabled={!changed} onClick={() => setDraft(draftOf(file))}>
            Discard changes
          </button>
          <button type="button" onClick={onClose}>
            {changed ? 'Close without saving' : 'Close settings'}
          </button>
        </div>
        {!changed && !saving && <p className="hint">Nothing to save: the settings are as on disk.</p>}
      </form>
    </section>
  );
});
