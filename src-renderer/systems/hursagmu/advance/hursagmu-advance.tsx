import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { HursagmuCreation, HursagmuSettings, HursagmuSheet } from '../../../../shared/rules/systems/hursagmu';
import { AdvancePage } from '../../../components/section-pages';
import type { SectionProps } from '../../../contract/game-screens';
import { experiencePoints } from '../points';
import { AcquireForm, CoinsForm, DropForm } from './equipment-forms';
import { AwardForm, GiftForm, RaiseForm } from './experience-forms';
import { IDLE } from './play-controls';
import { deskFor } from './play-desk';
import './advance.css';

/**
 * Advancement and play between sessions: experience awarded and spent on
 * traits and gifts, equipment gained and lost, coins paid and earned. Each
 * step is priced before it is taken and recorded in the ledger with its date
 * and session; a refused step changes nothing and says why.
 */
export const HursagmuAdvance = observer(function HursagmuAdvance({
  editor,
  sessions = [],
}: SectionProps<HursagmuCreation, HursagmuSheet, HursagmuSettings>) {
  const ids = { experience: useId(), equipment: useId() };
  const desk = deskFor(editor);
  return (
    <AdvancePage
      sheet={editor.sheet}
      className="hursagmu-advance"
      desk={desk}
      sessions={sessions}
      unspent={(sheet) => experiencePoints(sheet.experience.unspent)}
      outcomeLabel="Last entry"
      idle={IDLE}
    >
      {(sheet) => {
        const props = { editor, desk, sheet };
        return (
          <>
            <section aria-labelledby={ids.experience}>
              <h3 id={ids.experience}>Experience</h3>
              <AwardForm desk={desk} />
              <RaiseForm {...props} />
              <GiftForm {...props} />
            </section>
            <section aria-labelledby={ids.equipment}>
              <h3 id={ids.equipment}>Equipment and coins</h3>
              <AcquireForm {...props} />
              <DropForm {...props} />
              <CoinsForm {...props} />
            </section>
          </>
        );
      }}
    </AdvancePage>
  );
});
