import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import type { MergeChoices } from '../../shared/model';
import type { CampaignStore } from '../state/campaign-store';
import { FieldChoices } from './campaign-comparison';

/** Asks which version wins when a file changed on disk while the user was editing it. */
export const ConflictBanner = observer(function ConflictBanner({ campaign }: { campaign: CampaignStore }) {
  const headingId = useId();
  const waitingId = useId();
  const [chosen, setChosen] = useState<{ conflict: unknown; values: MergeChoices }>();
  const conflict = campaign.conflict;
  if (!conflict) return null;
  // Choices belong to the conflict they were made for; a new one starts with none.
  const values = chosen?.conflict === conflict ? chosen.values : {};
  const fields = conflict.fields ?? [];
  const unanswered = fields.filter((f) => values[f.key] === undefined).length;
  const isCampaign = conflict.characterId === '';
  return (
    <section className="banner banner-warning conflict-banner" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {conflict.characterName} was changed outside the app
      </h2>
      <p>{conflict.message}</p>
      <p>
        Reload from disk to keep the other version and drop your change, or keep yours to save it over the other version
        (which goes to the campaign's .backups folder).
        {conflict.canMerge
          ? isCampaign
            ? ' You can also keep both: every session, award and settings change of each, merged, with the other version in .backups too.'
            : ' The two versions differ only in their ledgers, so you can also keep both: every entry of each, merged, with the other version in .backups too.'
          : ''}
      </p>
      {conflict.keepMineDrops && <p>{conflict.keepMineDrops}</p>}
      {conflict.canMerge && fields.length > 0 && (
        <FieldChoices
          fields={fields}
          chosen={values}
          onChoose={(key, value) => setChosen({ conflict, values: { ...values, [key]: { value } } })}
        />
      )}
      <div className="banner-actions">
        <button type="button" onClick={() => campaign.resolveConflict('reload')}>
          Reload from disk
        </button>
        <button
          type="button"
          className={conflict.canMerge ? undefined : 'primary'}
          onClick={() => campaign.resolveConflict('keep-mine')}
        >
          Keep mine
        </button>
        {conflict.canMerge && (
          <button
            type="button"
            className="primary"
            disabled={unanswered > 0}
            aria-describedby={unanswered > 0 ? waitingId : undefined}
            onClick={() => campaign.resolveConflict('merge', values)}
          >
            Keep both, merged
          </button>
        )}
      </div>
      {unanswered > 0 && (
        <p id={waitingId} className="hint">
          Choose a value for each setting above first.
        </p>
      )}
    </section>
  );
});
