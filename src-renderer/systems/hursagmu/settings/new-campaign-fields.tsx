import { useId } from 'react';
import { formatCoins, parseHursagmuSettings } from '../../../../shared/rules/systems/hursagmu';
import { findingsFor } from '../../../components/settings/field-findings';
import { NumberField } from '../../../components/settings/number-field';
import './settings-form.css';

/** The rules' defaults (docs/rules/hursagmu.md, "Campaign settings"): the book leaves both numbers to The Master. */
const DEFAULTS = parseHursagmuSettings({}).settings;

/**
 * What a new HURSAGMU campaign asks for before its first character: the character points every character is
 * built with and the coins they buy their starting equipment with, each showing the default until changed.
 * The rest is in Campaign settings.
 */
export function HursagmuNewCampaignFields({
  settings,
  onChange,
}: {
  settings: Record<string, unknown>;
  onChange(next: Record<string, unknown>): void;
}) {
  const ids = { points: useId(), coins: useId() };
  const { findings } = parseHursagmuSettings(settings);
  const points = settings.startingCharacterPoints ?? DEFAULTS.startingCharacterPoints;
  const coins = settings.startingCoins ?? DEFAULTS.startingCoins;
  const coinsNow = typeof coins === 'number' && Number.isInteger(coins) && coins >= 0 ? coins : undefined;
  return (
    <div className="settings-numbers">
      <NumberField
        id={ids.points}
        label="Starting character points"
        value={points}
        findings={findingsFor(findings, 'settings.startingCharacterPoints')}
        note={`Every new character is built with these; the book leaves the number to The Master (the app suggests ${DEFAULTS.startingCharacterPoints}).`}
        onChange={(v) => onChange({ ...settings, startingCharacterPoints: v })}
      />
      <NumberField
        id={ids.coins}
        label="Starting coins (cc)"
        value={coins}
        findings={findingsFor(findings, 'settings.startingCoins')}
        note={`${coinsNow === undefined ? '' : `That is ${formatCoins(coinsNow)}. `}Starting equipment is paid from these (the app suggests ${formatCoins(DEFAULTS.startingCoins)}); the rest of the settings are in Campaign settings.`}
        onChange={(v) => onChange({ ...settings, startingCoins: v })}
      />
    </div>
  );
}
