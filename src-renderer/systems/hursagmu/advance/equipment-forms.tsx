import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import {
  formatCoins,
  itemLabel,
  itemPrice,
  LIST_ITEMS,
  toCopper,
  type HursagmuSheet,
} from '../../../../shared/rules/systems/hursagmu';
import { explainPrice, wholeNumber } from '../../../components/priced-button';
import type { PriceWhy } from '../../../components/step-buttons';
import { draftItem, EMPTY_DRAFT, ItemFields, type ItemDraft } from './item-fields';
import { PricedButton } from './play-controls';
import { previewStep, type HursagmuEditor, type PlayDesk } from './play-desk';

interface Props {
  editor: HursagmuEditor;
  desk: PlayDesk;
  sheet: HursagmuSheet;
}

/** An id for a new piece of equipment, from its name, that no other piece of this character has. */
export function newItemId(words: string, sheet: HursagmuSheet): string {
  const slug =
    words
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 56) || 'item';
  const taken = new Set(sheet.equipment.map((i) => i.id));
  if (!taken.has(slug)) return slug;
  let n = 2;
  while (taken.has(`${slug}-${n}`)) n += 1;
  return `${slug}-${n}`;
}

/** Equipment gained in play: bought from the purse at the book's price, or found and taken for nothing. */
export const AcquireForm = observer(function AcquireForm({ editor, desk, sheet }: Props) {
  const headingId = useId();
  const [draft, setDraft] = useState<ItemDraft>(EMPTY_DRAFT);
  const [paid, setPaid] = useState(true);
  const base = draft.kind === 'gear' ? draft.item : draft.name.trim() || draft.kind;
  const built = draftItem(draft, newItemId(base, sheet));

  let label = 'Acquire the item';
  let blocked: string | undefined;
  let record = () => {};
  let why: PriceWhy | undefined;
  if ('problem' in built) {
    blocked = built.problem;
  } else {
    const item = built.item;
    const words = itemLabel(item);
    label = paid ? `Buy ${words} for ${formatCoins(itemPrice(item))}` : `Take ${words} (no payment)`;
    blocked = previewStep(sheet, { type: 'acquire', item, paid }, editor.settings).blocked;
    // The book's list price, paid from the purse: its "Why?" shows the list's row.
    if (paid)
      why = {
        question: `Why does ${words} cost ${formatCoins(itemPrice(item))}?`,
        explain: () => explainPrice(editor, { type: 'acquire', item, paid }),
      };
    record = () => {
      const recorded = desk.perform(paid ? `buy ${words}` : `take ${words}`, { type: 'acquire', item, paid }, () =>
        paid ? `Bought ${words}.` : `Took ${words}, paying nothing.`,
      );
      if (recorded) setDraft({ ...draft, name: '' });
    };
  }
  return (
    <section className="desk-group" aria-labelledby={headingId}>
      <h4 id={headingId}>Acquire equipment</h4>
      <ItemFields draft={draft} onChange={setDraft} />
      <label className="hursagmu-check">
        <input type="checkbox" checked={paid} onChange={(e) => setPaid(e.target.checked)} /> Paid for from the purse
        (clear it for something found or given)
      </label>
      <PricedButton label={label} blocked={blocked} question={why?.question} explain={why?.explain} onClick={record} />
    </section>
  );
});

/** Equipment lost, used up or sold (a sale's coins are recorded separately as earned). */
export const DropForm = observer(function DropForm({ desk, sheet }: Props) {
  const ids = { heading: useId(), item: useId() };
  const [chosen, setChosen] = useState('');
  const item = sheet.equipment.find((i) => i.id === chosen) ?? sheet.equipment[0];
  return (
    <section className="desk-group" aria-labelledby={ids.heading}>
      <h4 id={ids.heading}>Drop equipment</h4>
      {!item ? (
        <p className="empty-state">The character carries nothing.</p>
      ) : (
        <>
          <div className="desk-form-grid">
            <label htmlFor={ids.item}>Equipment to drop</label>
            <select id={ids.item} value={item.id} onChange={(e) => setChosen(e.target.value)}>
              {sheet.equipment.map((i) => (
                <option key={i.id} value={i.id}>
                  {itemLabel(i)}
                </option>
              ))}
            </select>
          </div>
          <p className="how">Dropping gives no coins; record a sale's price under Coins as earned.</p>
          <PricedButton
            label={`Drop ${itemLabel(item)}`}
            blocked={undefined}
            onClick={() =>
              desk.perform(
                `drop ${itemLabel(item)}`,
                { type: 'drop', item: item.id },
                () => `Dropped ${itemLabel(item)}.`,
              )
            }
          />
        </>
      )}
    </section>
  );
});

/** Coins paid or earned as a sum, and meals, drink, lodging and goods paid at the list price ("EQUIPMENT" > Economics). */
export const CoinsForm = observer(function CoinsForm({ editor, desk, sheet }: Props) {
  const ids = {
    heading: useId(),
    gc: useId(),
    sc: useId(),
    cc: useId(),
    what: useId(),
    item: useId(),
    quantity: useId(),
    noAmount: useId(),
  };
  const [coins, setCoins] = useState({ gc: '', sc: '', cc: '' });
  const [what, setWhat] = useState('');
  const [listItem, setListItem] = useState('decent-meal');
  const [quantityText, setQuantityText] = useState('1');

  const parts = {
    gc: wholeNumber(coins.gc || '0', 0, 1_000_000),
    sc: wholeNumber(coins.sc || '0', 0, 10_000_000),
    cc: wholeNumber(coins.cc || '0', 0, 100_000_000),
  };
  const valid = parts.gc !== undefined && parts.sc !== undefined && parts.cc !== undefined;
  const amount = Object.fromEntries(Object.entries(parts).filter(([, n]) => n)) as {
    gc?: number;
    sc?: number;
    cc?: number;
  };
  const total = valid ? toCopper(amount) : 0;
  const noAmount = !valid
    ? 'Enter each kind of coin as a whole number from 0 up.'
    : total === 0
      ? 'Enter an amount of gold, silver or copper coins.'
      : undefined;
  const about = what.trim();
  const payBlocked = noAmount ?? previewStep(sheet, { type: 'pay', amount }, editor.settings).blocked;
  const shared = noAmount ? { reasonId: ids.noAmount } : {};
  const clear = () => {
    setCoins({ gc: '', sc: '', cc: '' });
    setWhat('');
  };
  const pay = () => {
    if (
      desk.perform(
        `pay ${formatCoins(total)}`,
        { type: 'pay', amount, ...(about ? { for: about } : {}) },
        () => `Paid ${formatCoins(total)}${about ? ` for ${about}` : ''}.`,
      )
    )
      clear();
  };
  const earn = () => {
    if (
      desk.perform(
        `earn ${formatCoins(total)}`,
        { type: 'earn', amount, ...(about ? { from: about } : {}) },
        () => `Earned ${formatCoins(total)}${about ? ` from ${about}` : ''}.`,
      )
    )
      clear();
  };

  const quantity = wholeNumber(quantityText, 1, 100000);
  const listed = LIST_ITEMS[listItem]!;
  const listPrice =
    quantity === undefined ? undefined : itemPrice({ kind: 'gear', id: 'price', item: listItem, quantity });
  const listBlocked =
    quantity === undefined
      ? 'Enter how many, a whole number from 1 up.'
      : previewStep(sheet, { type: 'pay', item: listItem, quantity }, editor.settings).blocked;
  const listWords = `${listed.name} x ${quantity ?? '?'}`;
  const payListed = () =>
    desk.perform(
      `pay for ${listWords}`,
      { type: 'pay', item: listItem, quantity: quantity! },
      () => `Paid for ${listWords}.`,
    );

  return (
    <section className="desk-group" aria-labelledby={ids.heading}>
      <h4 id={ids.heading}>Coins</h4>
      <p className="how">The purse holds {formatCoins(sheet.coins)}.</p>
      <div className="desk-form-grid">
        {(['gc', 'sc', 'cc'] as const).map((coin) => (
          <CoinField
            key={coin}
            id={ids[coin]}
            label={{ gc: 'Gold coins (gc)', sc: 'Silver coins (sc)', cc: 'Copper coins (cc)' }[coin]}
            value={coins[coin]}
            onChange={(v) => setCoins({ ...coins, [coin]: v })}
          />
        ))}
        <label htmlFor={ids.what}>What for, or from whom (optional)</label>
        <input id={ids.what} type="text" value={what} onChange={(e) => setWhat(e.target.value)} />
      </div>
      <div className="step-buttons">
        <PricedButton
          label={total > 0 ? `Pay ${formatCoins(total)}` : 'Pay coins'}
          blocked={payBlocked}
          onClick={pay}
          {...shared}
        />
        <PricedButton
          label={total > 0 ? `Earn ${formatCoins(total)}` : 'Earn coins'}
          blocked={noAmount}
          onClick={earn}
          {...shared}
        />
      </div>
      {noAmount && (
        <p id={ids.noAmount} className="step-blocked">
          {noAmount}
        </p>
      )}
      <div className="desk-form-grid">
        <label htmlFor={ids.item}>Meal, lodging or goods at the list price</label>
        <select id={ids.item} value={listItem} onChange={(e) => setListItem(e.target.value)}>
          {Object.entries(LIST_ITEMS).map(([value, l]) => (
            <option key={value} value={value}>
              {l.name} ({formatCoins(l.price)}
              {l.unit ? ` per ${l.unit}` : ''})
            </option>
          ))}
        </select>
        <label htmlFor={ids.quantity}>How many</label>
        <input
          id={ids.quantity}
          type="number"
          min={1}
          step={1}
          value={quantityText}
          onChange={(e) => setQuantityText(e.target.value)}
        />
      </div>
      <PricedButton
        label={listPrice === undefined ? `Pay for ${listed.name}` : `Pay ${formatCoins(listPrice)} for ${listWords}`}
        blocked={listBlocked}
        question={listPrice === undefined ? undefined : `Why does ${listWords} cost ${formatCoins(listPrice)}?`}
        explain={
          listPrice === undefined
            ? undefined
            : () => explainPrice(editor, { type: 'pay', item: listItem, quantity: quantity! })
        }
        onClick={payListed}
      />
    </section>
  );
});

function CoinField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange(v: string): void;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="number" min={0} step={1} value={value} onChange={(e) => onChange(e.target.value)} />
    </>
  );
}
