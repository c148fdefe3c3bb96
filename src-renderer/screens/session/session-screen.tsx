import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { Session } from '../../../shared/model';
import { CalendarDate } from '../../components/calendar-date';
import { ConflictBanner } from '../../components/conflict-banner';
import { HistoryButtons } from '../../components/history-buttons';
import { useHeadingFocus } from '../../components/use-heading-focus';
import type { CampaignStore } from '../../state/campaign-store';
import { SessionDraft } from '../../state/session-draft';
import { findSystemScreens } from '../../systems';
import { PartyAwardPanel } from '../party-award-panel';
import { partyMembersOf } from '../party-members';
import { SessionDetailsForm } from './session-details-form';
import { SessionEntries } from './session-entries';
import './session-screen.css';

/**
 * One play session of the campaign: what the game master recorded of it (title, date, notes, who was there and
 * who played them), the awards made at it, and every entry the characters recorded at it, each leading to its
 * character's history. Undo and Redo are the campaign's.
 */
export const SessionScreen = observer(function SessionScreen({
  campaign,
  sessionId,
}: {
  campaign: CampaignStore;
  sessionId: string;
}) {
  const heading = useHeadingFocus();
  const session = campaign.campaign.sessions.find((s) => s.id === sessionId);
  const backButton = (
    <button type="button" onClick={() => campaign.closeCharacter()}>
      Back to {campaign.campaign.name}
    </button>
  );
  if (!session) {
    return (
      <main className="screen session-screen">
        <header className="screen-header">
          <h1 ref={heading} tabIndex={-1}>
            Session not found
          </h1>
          {backButton}
        </header>
        <p>This session is no longer in the campaign. It may have been removed here or on another machine.</p>
      </main>
    );
  }
  return (
    <main className="screen session-screen">
      <header className="screen-header">
        <div className="screen-title">
          <h1 ref={heading} tabIndex={-1}>
            {session.name}
          </h1>
          <p className="subtitle">
            Session of <CalendarDate iso={session.date} /> · {campaign.campaign.name}
          </p>
        </div>
        <div className="toolbar no-print" role="toolbar" aria-label="Session">
          <HistoryButtons
            history={campaign.history}
            paused={campaign.editsPaused}
            onUndo={() => void campaign.undo()}
            onRedo={() => void campaign.redo()}
          />
          {backButton}
        </div>
      </header>
      <ConflictBanner campaign={campaign} />
      <SessionParts key={session.id} campaign={campaign} session={session} />
    </main>
  );
});

/**
 * The parts of one session's page around the details being typed: the award and the party's actions follow who is
 * ticked present at once, before it is written.
 */
const SessionParts = observer(function SessionParts({
  campaign,
  session,
}: {
  campaign: CampaignStore;
  session: Session;
}) {
  const [draft] = useState(() => new SessionDraft(campaign, session.id));
  useEffect(() => {
    draft.start();
    return () => void draft.stop();
  }, [draft]);
  const PartyActions = findSystemScreens(campaign.campaign.system)?.PartyActions;
  const present = [...draft.fields.present].map(([character, player]) =>
    player.trim() ? { character, player: player.trim() } : { character },
  );
  const { present: _present, ...rest } = session;
  const attending: Session = present.length > 0 ? { ...rest, present } : rest;
  return (
    <>
      <SessionDetailsForm campaign={campaign} draft={draft} />
      <PartyAwardPanel campaign={campaign} atSession={attending} />
      {PartyActions && <PartyActions party={partyMembersOf(campaign, attending)} />}
      <SessionEntries campaign={campaign} sessionId={session.id} />
    </>
  );
});
