import { observer } from 'mobx-react-lite';
import { useId, useMemo } from 'react';
import type { Session } from '../../../../shared/model';
import type { MlsCreation, MlsSettings, MlsSheet } from '../../../../shared/rules/systems/mls';
import { AdvancePage } from '../../../components/section-pages';
import type { SectionProps } from '../../../contract/game-screens';
import type { MlsEditor } from '../controls/creation-step';
import { AcquireForm } from './acquire-form';
import { deskFor } from './advance-desk';
import { AgeAction } from './age-action';
import { AwardAction } from './award-action';
import { ChecksPanel } from './checks-panel';
import { ConvertForm } from './convert-form';
import { BuyFatePoint, HitPointsForm, SpendFateForm } from './hit-points-form';
import { PurchaseNotes } from './purchase-button';
import { RaisePersonality, TrainPrimary } from './spend-choices';
import { LowerNegatives, RaiseSecondaries } from './spend-traits';
import './advance.css';
import { cps } from '../../../base/format';

export interface MlsAdvanceProps extends SectionProps<MlsCreation, MlsSheet, MlsSettings> {
  /** The campaign's sessions, offered for the ledger entries; none means the choice is not shown. */
  sessions?: readonly Session[] | undefined;
}

const IDLE = <p className="how">Each action is recorded in the character's history with its date.</p>;

const NO_SESSIONS: readonly Session[] = [];

/**
 * Advancement between sessions: age, adventure awards, checks, damage,
 * healing and fate points spent, and every purchase the rules allow, each
 * priced before it is taken and recorded in the ledger with its date and
 * session.
 */
export const MlsAdvance = observer(function MlsAdvance({ editor, sessions = NO_SESSIONS }: MlsAdvanceProps) {
  const headingIds = { time: useId(), play: useId(), spend: useId() };
  const cpsNoteId = useId();
  const incrementNoteId = useId();
  const noteIds = useMemo(() => ({ cps: cpsNoteId, increment: incrementNoteId }), [cpsNoteId, incrementNoteId]);
  const mlsEditor = editor as MlsEditor;
  const desk = deskFor(mlsEditor);
  return (
    <AdvancePage
      sheet={editor.sheet}
      className="mls-advance"
      desk={desk}
      sessions={sessions}
      fieldClassName="mls-advance-field"
      unspent={(sheet) => cps(sheet.cp.earned - sheet.cp.spent)}
      outcomeLabel="Last advancement"
      idle={IDLE}
    >
      {(sheet) => {
        const props = { editor: mlsEditor, desk, sheet };
        return (
          <>
            <section className="mls-advance-part" aria-labelledby={headingIds.time}>
              <h3 id={headingIds.time}>Time and adventures</h3>
              <AgeAction {...props} />
              {/* The award does not depend on the sheet, so it is not handed it and does not re-render with every purchase. */}
              <AwardAction editor={mlsEditor} desk={desk} />
              <ChecksPanel {...props} />
            </section>
            <section className="mls-advance-part" aria-labelledby={headingIds.play}>
              <h3 id={headingIds.play}>Hit points and fate points</h3>
              <HitPointsForm {...props} />
              <SpendFateForm {...props} />
            </section>
            <section className="mls-advance-part" aria-labelledby={headingIds.spend}>
              <h3 id={headingIds.spend}>Spend CPs</h3>
              <div className="how mls-advance-notes">
                <p id={cpsNoteId}>
                  A purchase that costs more CPs than are left says what it needs; age the character or award an
                  adventure to earn more.
                </p>
                <p id={incrementNoteId}>
                  Through CPs a trait moves at most one level per age increment; one already changed waits for the next
                  increment.
                </p>
              </div>
              <PurchaseNotes.Provider value={noteIds}>
                <RaiseSecondaries {...props} />
                <AcquireForm {...props} />
                <LowerNegatives {...props} />
                <RaisePersonality {...props} />
                <TrainPrimary {...props} />
                <ConvertForm {...props} />
                <BuyFatePoint {...props} />
              </PurchaseNotes.Provider>
            </section>
          </>
        );
      }}
    </AdvancePage>
  );
});
