import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { HursagmuCreation, HursagmuSettings, HursagmuSheet } from '../../../../shared/rules/systems/hursagmu';
import type { SectionProps } from '../../types';
import { experiencePoints } from '../points';
import { AcquireForm, CoinsForm, DropForm } from './equipment-forms';
import { AwardForm, GiftForm, RaiseForm } from './experience-forms';
import { OutcomeLine, WhenFields } from './play-controls';
import { deskFor } from './play-desk';
import './advance.css';

/**
 * Advancement and play between sessions: experience awarded and spent on
 * traits and gifts, equipment gained and lost, coins paid and earned. Each
 * step is priced before it is taken and recorded in the ledger with its date
 * and session; a refused step changes nothing and says why.
 */
export const HursagmuAdvance = observer(function HursagmuAdvance({ editor, sessions = [] }: SectionProps<HursagmuCreation, HursagmuSheet, HursagmuSettings>) {
  const ids = { experience: useId(), equipment: useId() };
  const desk = deskFor(editor);
  const sheet = editor.sheet;
  if (!sheet) {
    return (
      <section className="hursagmu-advance" aria-label="Advancement">
        <p className="field-problem">The character's creation choices cannot be read, so nothing can be recorded yet. Open the Build section to fix them.</p>
      </section>
    );
  }
  const props = { editor, desk, sheet };
  return (
    <section className="hursagmu-advance" aria-label="Advancement">
      <div className="hursagmu-top">
        <WhenFields desk={desk} sessions={sessions} />
        <p className="hursagmu-left">
          <span className="hursagmu-big-number">{experiencePoints(sheet.experience.unspent)}</span> unspent
        </p>
      </div>
      <OutcomeLine desk={desk} label="Last entry" />
      <section aria-labelledby={ids.experience}>
        <h3 id={ids.experience}>Experience</h3>
        <AwardForm {...props} />
        <RaiseForm {...props} />
        <GiftForm {...props} />
      </section>
      <section aria-labelledby={ids.equipment}>
        <h3 id={ids.equipment}>Equipment and coins</h3>
        <AcquireForm {...props} />
        <DropForm {...props} />
        <CoinsForm {...props} />
      </section>
    </section>
  );
});
