import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { CampaignStore } from '../state/campaign-store';

/** Asks which version wins when a file changed on disk while the user was editing it. */
export const ConflictBanner = observer(function ConflictBanner({ campaign }: { campaign: CampaignStore }) {
  const headingId = useId();
  const conflict = campaign.conflict;
  if (!conflict) return null;
  return (
    <section className="banner banner-warning conflict-banner" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {conflict.characterName} was changed outside the app
      </h2>
      <p>{conflict.message}</p>
      <p>
        Reload from disk to keep the other version and drop your change, or keep yours to save it over the other version (which goes to the campaign's .backups folder).
        {conflict.canMerge ? ' The two versions differ only in their ledgers, so you can also keep both: every entry of each, merged, with the other version in .backups too.' : ''}
      </p>
      <div className="banner-actions">
        <button type="button" onClick={() => campaign.resolveConflict('reload')}>
          Reload from disk
        </button>
        <button type="button" className={conflict.canMerge ? undefined : 'primary'} onClick={() => campaign.resolveConflict('keep-mine')}>
          Keep mine
        </button>
        {conflict.canMerge && (
          <button type="button" className="primary" onClick={() => campaign.resolveConflict('merge')}>
            Keep both, merged
          </button>
        )}
      </div>
    </section>
  );
});
