import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { SymbaroumCreation, SymbaroumSettings, SymbaroumSheet } from '../../../../shared/rules/systems/symbaroum';
import { AwardForm } from '../../../components/award-form';
import { AdvancePage } from '../../../components/section-pages';
import type { SectionProps } from '../../../contract/game-screens';
import '../controls/controls.css';
import { deskFor, type SymbaroumDesk } from '../controls/desk';
import { experience } from '../points';
import './advance.css';
import { DamageForm, DeathTestForm, EquipForm, HealForm } from './play-forms';
import { LearnForm } from './learn-form';

const IDLE = <p className="how">Each entry is recorded in the character's history with its date, and can be undone.</p>;

/**
 * Experience the Game Master awards to this character. It reads nothing of the sheet, so it is handed only the desk
 * and is not drawn again by every purchase.
 */
const SymbaroumAwardForm = observer(function SymbaroumAwardForm({ desk }: { desk: SymbaroumDesk }) {
  return (
    <AwardForm
      perform={(label, payload, done) => desk.perform(label, payload, done)}
      points={experience}
      master="the Game Master"
      hint={
        <p className="how">
          Experience for the whole party, each character present getting all of it, is awarded from the campaign page.
        </p>
      }
      className="desk-group"
      gridClassName="desk-form-grid"
    />
  );
});

/**
 * Play between sessions: experience awarded and spent on abilities, damage and healing, the death test of a dying
 * character, and armor put on or off. Each step is priced or checked before it is taken; a refused step changes
 * nothing and says why.
 */
export const SymbaroumAdvance = observer(function SymbaroumAdvance({
  editor,
  sessions = [],
}: SectionProps<SymbaroumCreation, SymbaroumSheet, SymbaroumSettings>) {
  const ids = { experience: useId(), play: useId() };
  const desk = deskFor(editor);
  return (
    <AdvancePage
      sheet={editor.sheet}
      className="symbaroum-advance"
      desk={desk}
      sessions={sessions}
      unspent={(sheet) => experience(sheet.totals.unspent)}
      outcomeLabel="Last entry"
      idle={IDLE}
    >
      {(sheet) => {
        const props = { editor, desk, sheet };
        return (
          <>
            <section aria-labelledby={ids.experience}>
              <h3 id={ids.experience}>Experience and abilities</h3>
              <SymbaroumAwardForm desk={desk} />
              <LearnForm {...props} />
            </section>
            <section aria-labelledby={ids.play}>
              <h3 id={ids.play}>Toughness and armor</h3>
              <DamageForm {...props} />
              <HealForm {...props} />
              <DeathTestForm {...props} />
              <EquipForm {...props} />
            </section>
          </>
        );
      }}
    </AdvancePage>
  );
});
