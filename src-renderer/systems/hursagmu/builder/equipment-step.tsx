import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import {
  formatCoins,
  itemLabel,
  itemPrice,
  itemWeight,
  type EquipmentItem,
} from '../../../../shared/rules/systems/hursagmu';
import { pounds } from '../../../base/format';
import { coinPhrase } from '../controls/format';
import { copyCreation } from '../../../components/builder/creation-option';
import { changeOption, type HursagmuEditor } from '../controls/creation-change';
import { LoadSummary } from '../controls/load-summary';
import { StepButton } from '../../../components/step-buttons';
import { ArmorForm, ShieldButtons } from './armor-form';
import { FocusForm } from './focus-form';
import { GearForm } from './gear-form';
import { StepFindings } from '../../../components/builder/step-findings';
import { HURSAGMU_BUILDER } from './steps';
import { WeaponForm } from './weapon-form';
import { ColumnHeads } from '../../../components/column-heads';
import { creationSheet } from '../../../components/builder/creation-sheet';

/**
 * Starting equipment bought from the campaign's starting coins: the purse, what is owned with weights and
 * prices, the load it makes against the character's lift, and the forms that add gear, weapons, armor, a
 * shield and a focus.
 */
export const EquipmentStep = observer(function EquipmentStep({ editor }: { editor: HursagmuEditor }) {
  const sheet = creationSheet(editor)!;
  return (
    <div className="builder-step-body">
      <Purse editor={editor} />
      <LoadSummary sheet={sheet} />
      <OwnedItems editor={editor} />
      <StepFindings editor={editor} plan={HURSAGMU_BUILDER} step="equipment" />
      <GearForm editor={editor} />
      <WeaponForm editor={editor} />
      <ArmorForm editor={editor} />
      <ShieldButtons editor={editor} />
      <FocusForm editor={editor} />
    </div>
  );
});

const Purse = observer(function Purse({ editor }: { editor: HursagmuEditor }) {
  const headingId = useId();
  const starting = editor.settings.startingCoins;
  const left = creationSheet(editor)!.coins;
  return (
    <section className="hursagmu-purse" aria-labelledby={headingId}>
      <h3 id={headingId}>Coin purse</h3>
      <p>
        The campaign gives <strong>{formatCoins(starting)}</strong> to buy starting equipment; spent{' '}
        {formatCoins(starting - left)};{' '}
        {left >= 0 ? (
          <>
            left in the purse <strong>{formatCoins(left)}</strong>.
          </>
        ) : (
          <strong className="finding-error">over by {formatCoins(-left)}</strong>
        )}
      </p>
      <p className="hint">1 gold coin (gc) = 10 silver (sc) = 100 copper (cc).</p>
    </section>
  );
});

const OwnedItems = observer(function OwnedItems({ editor }: { editor: HursagmuEditor }) {
  const headingId = useId();
  const creation = editor.creation!;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Owned</h3>
      {creation.equipment.length === 0 ? (
        <p className="hint">Nothing yet.</p>
      ) : (
        <table className="trait-table" aria-labelledby={headingId}>
          <ColumnHeads columns={['Item', 'Weight', 'Price', 'Remove']} />
          <tbody>
            {creation.equipment.map((item) => (
              <OwnedRow key={item.id} editor={editor} item={item} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
});

const OwnedRow = observer(function OwnedRow({ editor, item }: { editor: HursagmuEditor; item: EquipmentItem }) {
  const label = itemLabel(item);
  const next = copyCreation(editor.creation!);
  next.equipment = next.equipment.filter((e) => e.id !== item.id);
  // A focus is made, not bought: taking it back moves no coins, and there is no price to explain.
  const remove = changeOption(editor, next, `Remove ${label}`, `remove ${label}`, {
    budgetOnly: true,
    ...(item.kind === 'focus' ? { price: (p: { coins: number }) => coinPhrase(p.coins) } : { coins: true }),
  });
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{pounds(itemWeight(item))}</td>
      <td>{item.kind === 'focus' ? 'made, not bought' : formatCoins(itemPrice(item))}</td>
      <td>
        <StepButton option={remove} />
      </td>
    </tr>
  );
});
