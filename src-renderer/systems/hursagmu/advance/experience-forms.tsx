import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { availableGifts, type HursagmuSheet } from '../../../../shared/rules/systems/hursagmu';
import { countOf } from '../../../base/format';
import { experiencePoints } from '../points';
import { PricedButton } from './play-controls';
import { AwardForm as ToolkitAwardForm } from '../../../components/award-form';
import { explainPrice, wholeNumber } from '../../../components/priced-button';
import { previewStep, type HursagmuEditor, type PlayDesk } from './play-desk';

interface Props {
  editor: HursagmuEditor;
  desk: PlayDesk;
  sheet: HursagmuSheet;
}

/**
 * Experience The Master awards, with what it was for. It reads nothing of the sheet, so it is handed only the desk
 * and is not drawn again by every purchase.
 */
export const AwardForm = observer(function AwardForm({ desk }: { desk: PlayDesk }) {
  return (
    <ToolkitAwardForm
      perform={(label, payload, done) => desk.perform(label, payload, done)}
      points={experiencePoints}
      master="The Master"
      className="desk-group"
      gridClassName="desk-form-grid"
    />
  );
});

/** Raising one trait to a chosen level, priced by the cost table before the click ("TRAITS" > Cost). */
export const RaiseForm = observer(function RaiseForm({ editor, desk, sheet }: Props) {
  const ids = { heading: useId(), trait: useId(), to: useId() };
  const [traitId, setTraitId] = useState(() => (sheet.traits.find((t) => t.level > 0) ?? sheet.traits[0])?.id ?? '');
  const trait = sheet.traits.find((t) => t.id === traitId) ?? sheet.traits[0];
  const [toText, setToText] = useState(() => String((trait?.level ?? 0) + 1));
  if (!trait) return null;
  const to = wholeNumber(toText, 1, 1000);

  let label = `Raise ${trait.name}`;
  let blocked: string | undefined = `Enter the new level of ${trait.name} as a whole number above ${trait.level}.`;
  if (to !== undefined) {
    const preview = previewStep(sheet, { type: 'raise', trait: trait.id, to }, editor.settings);
    label = `Raise ${trait.name} to ${to} (${preview.priced ? experiencePoints(preview.cp) : 'not allowed'})`;
    blocked = preview.blocked;
  }
  const choose = (id: string) => {
    setTraitId(id);
    setToText(String((sheet.traits.find((t) => t.id === id)?.level ?? 0) + 1));
  };
  const raise = () => {
    const from = trait.level;
    const recorded = desk.perform(
      `raise ${trait.name} from ${from} to ${to}`,
      { type: 'raise', trait: trait.id, to: to! },
      () => `Raised ${trait.name} from ${from} to ${to}.`,
    );
    if (recorded) setToText(String(to! + 1));
  };
  return (
    <section className="desk-group" aria-labelledby={ids.heading}>
      <h4 id={ids.heading}>Raise a trait</h4>
      <div className="desk-form-grid">
        <label htmlFor={ids.trait}>Trait to raise</label>
        <select id={ids.trait} value={trait.id} onChange={(e) => choose(e.target.value)}>
          {sheet.traits.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name} (level {t.level})
            </option>
          ))}
        </select>
        <label htmlFor={ids.to}>New level</label>
        <input
          id={ids.to}
          type="number"
          min={trait.level + 1}
          step={1}
          value={toText}
          onChange={(e) => setToText(e.target.value)}
        />
      </div>
      <p className="how">
        A raise costs the cost of the new level less the cost of the old one; it may jump several levels at once.
      </p>
      <PricedButton
        label={label}
        blocked={blocked}
        explain={to === undefined ? undefined : () => explainPrice(editor, { type: 'raise', trait: trait.id, to })}
        onClick={raise}
      />
    </section>
  );
});

/** A gift bought with experience: the book allows it only with a good explanation The Master accepts ("GIFTS"). */
export const GiftForm = observer(function GiftForm({ editor, desk, sheet }: Props) {
  const ids = { heading: useId(), gift: useId(), limbs: useId(), reason: useId() };
  const offered = availableGifts(editor.settings).filter((g) => g.perLimb || !sheet.gifts.some((h) => h.id === g.id));
  const [giftId, setGiftId] = useState('');
  const [limbsText, setLimbsText] = useState('1');
  const [reason, setReason] = useState('');
  const gift = offered.find((g) => g.id === giftId) ?? offered[0];
  if (!gift) {
    return (
      <section className="desk-group" aria-labelledby={ids.heading}>
        <h4 id={ids.heading}>Buy a gift</h4>
        <p className="empty-state">The character has every gift this campaign offers.</p>
      </section>
    );
  }
  const limbs = gift.perLimb ? wholeNumber(limbsText, 1, 100) : undefined;
  const approval = reason.trim();
  const purchase = { type: 'gift' as const, gift: gift.id, ...(limbs !== undefined ? { limbs } : {}) };
  // The price does not depend on the approval, so it is shown before the reason is written.
  const priced = { ...purchase, reason: approval || 'approval' };
  const preview = previewStep(sheet, priced, editor.settings);
  let blocked = preview.blocked;
  if (gift.perLimb && limbs === undefined) blocked = 'Enter how many limbs, a whole number from 1 to 100.';
  else if (approval === '')
    blocked = "Write The Master's approval: a gift bought with experience needs His reason, which the sheet shows.";
  const label = `Buy ${gift.name}${limbs !== undefined ? ` (${countOf(limbs, 'limb', 'limbs')})` : ''} (${preview.priced ? experiencePoints(preview.cp) : 'not allowed'})`;
  const buy = () => {
    const recorded = desk.perform(
      `buy the gift ${gift.name}`,
      { ...purchase, reason: approval },
      () => `Bought the gift ${gift.name}, approved by The Master: ${approval}.`,
    );
    if (recorded) setReason('');
  };
  return (
    <section className="desk-group" aria-labelledby={ids.heading}>
      <h4 id={ids.heading}>Buy a gift</h4>
      <div className="desk-form-grid">
        <label htmlFor={ids.gift}>Gift to buy</label>
        <select id={ids.gift} value={gift.id} onChange={(e) => setGiftId(e.target.value)}>
          {offered.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name} ({experiencePoints(g.cost)}
              {g.perLimb ? ' per limb' : ''})
            </option>
          ))}
        </select>
        {gift.perLimb && (
          <>
            <label htmlFor={ids.limbs}>Number of limbs</label>
            <input
              id={ids.limbs}
              type="number"
              min={1}
              step={1}
              value={limbsText}
              onChange={(e) => setLimbsText(e.target.value)}
            />
          </>
        )}
        <label htmlFor={ids.reason}>The Master's approval (required)</label>
        <textarea id={ids.reason} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      <PricedButton label={label} blocked={blocked} explain={() => explainPrice(editor, priced)} onClick={buy} />
    </section>
  );
});
