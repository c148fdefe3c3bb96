import { observer } from 'mobx-react-lite';
import type { CampaignStore } from '../state/campaign-store';

/**
 * How far the list has come in checking its characters' states, while it is still reading their files; gone
 * once every character's state is known.
 */
export const StatesProgress = observer(function StatesProgress({ campaign }: { campaign: CampaignStore }) {
  const { checked, total } = campaign.states;
  if (total === 0 || checked >= total) return null;
  const label = `Checking the characters’ rules and points: ${checked} of ${total}`;
  return (
    <p className="states-progress no-print">
      <progress max={total} value={checked} aria-label={label} /> <span aria-hidden="true">{label}</span>
    </p>
  );
});
