import { useId, useState } from 'react';
import { stableStringify } from '../../shared/model';
import { figure } from '../base/format';
import type { CampaignStore } from '../state/campaign-store';
import type { SettingsImpact } from '../state/settings-impact';

/**
 * What settings not saved yet would do to the campaign's characters: on request, every character is checked
 * against them beside the settings in force, and the panel names who would break a rule it does not break now,
 * and why, and who would no longer. Nothing is edited: a character out of bounds stays as it is until its
 * player or the game master changes it.
 */
export function SettingsImpactPanel({
  campaign,
  settings,
  ready,
}: {
  campaign: CampaignStore;
  settings: unknown;
  ready: boolean;
}) {
  const headingId = useId();
  const [checking, setChecking] = useState<{ checked: number; total: number }>();
  const [result, setResult] = useState<{ for: string; impact: SettingsImpact }>();
  const current = stableStringify(settings);
  const shown = result?.for === current ? result.impact : undefined;
  const check = async () => {
    const total = campaign.sortedCharacters.length;
    setChecking({ checked: 0, total });
    try {
      const impact = await campaign.settingsImpact(settings, (checked) => setChecking({ checked, total }));
      setResult({ for: current, impact });
    } finally {
      setChecking(undefined);
    }
  };
  if (campaign.sortedCharacters.length === 0) return null;
  return (
    <section className="settings-impact" aria-labelledby={headingId}>
      <h3 id={headingId}>What these settings do to the characters</h3>
      <p className="hint">
        Saving new settings never changes a character; a character the new settings put out of bounds shows its rule
        errors until it is changed.
      </p>
      <button type="button" disabled={!ready || checking !== undefined} onClick={() => void check()}>
        Check the characters against these settings
      </button>
      <div role="status">
        {checking && (
          <p>
            <progress value={checking.checked} max={Math.max(1, checking.total)} /> Checked {figure(checking.checked)}{' '}
            of {figure(checking.total)} characters…
          </p>
        )}
        {shown && <ImpactReport impact={shown} />}
      </div>
    </section>
  );
}

function ImpactReport({ impact }: { impact: SettingsImpact }) {
  const breaking = impact.changed.filter((c) => c.brought.length > 0);
  const mending = impact.changed.filter((c) => c.settled.length > 0);
  return (
    <>
      <p>
        {breaking.length === 0
          ? `With these settings no character of the ${figure(impact.total)} breaks a rule it does not break now.`
          : `With these settings ${figure(breaking.length)} of the ${figure(impact.total)} characters would break rules they do not break now:`}
      </p>
      <NamedMessages
        label="Characters the new settings put out of bounds"
        entries={breaking.map((c) => [c.id, c.name, c.brought])}
      />
      {mending.length > 0 && <p>These would no longer break a rule they break now:</p>}
      <NamedMessages
        label="Characters the new settings bring within bounds"
        entries={mending.map((c) => [c.id, c.name, c.settled])}
      />
      {impact.unchecked.length > 0 && (
        <ul aria-label="Characters that could not be checked">
          {impact.unchecked.map((c) => (
            <li key={c.id}>
              {c.name} could not be checked: {c.message}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A list of characters, each by name with the rules' sentences about it; nothing when there are none. */
function NamedMessages({
  label,
  entries,
}: {
  label: string;
  entries: readonly (readonly [id: string, name: string, messages: readonly string[]])[];
}) {
  if (entries.length === 0) return null;
  return (
    <ul aria-label={label}>
      {entries.map(([id, name, messages]) => (
        <li key={id}>
          <strong>{name}</strong>: {messages.join(' ')}
        </li>
      ))}
    </ul>
  );
}
