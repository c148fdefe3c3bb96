import { observer } from 'mobx-react-lite';
import { CalendarDate } from '../../components/calendar-date';
import { ConflictBanner } from '../../components/conflict-banner';
import { HistoryButtons } from '../../components/history-buttons';
import { useHeadingFocus } from '../../components/use-heading-focus';
import type { CampaignStore } from '../../state/campaign-store';
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
export const SessionScreen = observer(function SessionScreen({ campaign, sessionId }: { campaign: CampaignStore; sessionId: string }) {
  const heading = useHeadingFocus();
  const session = campaign.campaign.sessions.find((s) => s.id === sessionId);
  const PartyActions = findSystemScreens(campaign.campaign.system)?.PartyActions;
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
          <HistoryButtons history={campaign.history} paused={campaign.editsPaused} onUndo={() => void campaign.undo()} onRedo={() => void campaign.redo()} />
          {backButton}
        </div>
      </header>
      <ConflictBanner campaign={campaign} />
      <SessionDetailsForm key={session.id} campaign={campaign} session={session} />
      <PartyAwardPanel key={`award-${session.id}`} campaign={campaign} atSession={session} />
      {PartyActions && <PartyActions party={partyMembersOf(campaign, session)} />}
      <SessionEntries campaign={campaign} sessionId={session.id} />
    </main>
  );
});
