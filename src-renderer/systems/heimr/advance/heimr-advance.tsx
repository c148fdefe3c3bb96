import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { HeimrCreation, HeimrSettings, HeimrSheet } from '../../../../shared/rules/systems/heimr';
import { AdvancePage } from '../../../components/section-pages';
import type { SectionProps } from '../../../contract/game-screens';
import { deskFor } from '../controls/desk';
import { xp } from '../points';
import './advance.css';
import { ArmouryForms } from './armoury-forms';
import { HeimrAwardForm, TrainForm } from './experience-forms';
import { HealthForms } from './health-forms';
import { WillpowerForms } from './willpower-forms';

/** What the outcome line says before anything is recorded. */
const IDLE = <p className="how">Each entry is recorded in the character's history with its date, and can be undone.</p>;

/**
 * Play between sessions: experience awarded and spent on training, the attribute progress training gives,
 * hit points lost and given back, willpower spent and regained, and weapons and shields taken up and put down. Each step is priced before it is taken and recorded in the ledger with its date
 * and session; a refused step changes nothing and says why.
 */
export const HeimrAdvance = observer(function HeimrAdvance({
  editor,
  sessions = [],
}: SectionProps<HeimrCreation, HeimrSheet, HeimrSettings>) {
  const ids = { experience: useId(), health: useId(), willpower: useId(), armoury: useId() };
  const desk = deskFor(editor);
  return (
    <AdvancePage
      sheet={editor.sheet}
      className="heimr-advance"
      desk={desk}
      sessions={sessions}
      unspent={(sheet) => xp(sheet.totals.unspent)}
      outcomeLabel="Last entry"
      idle={IDLE}
    >
      {(sheet) => {
        const props = { editor, desk, sheet };
        return (
          <>
            <section aria-labelledby={ids.experience}>
              <h3 id={ids.experience}>Experience and training</h3>
              <HeimrAwardForm desk={desk} />
              <TrainForm {...props} />
            </section>
            <section aria-labelledby={ids.health}>
              <h3 id={ids.health}>Health</h3>
              <HealthForms {...props} />
            </section>
            <section aria-labelledby={ids.willpower}>
              <h3 id={ids.willpower}>Willpower</h3>
              <WillpowerForms desk={desk} sheet={sheet} />
            </section>
            <section aria-labelledby={ids.armoury}>
              <h3 id={ids.armoury}>Weapons and shields</h3>
              <ArmouryForms desk={desk} sheet={sheet} />
            </section>
          </>
        );
      }}
    </AdvancePage>
  );
});
