import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HURSAGMU_BOOK } from '../../../shared/rules/systems/hursagmu';
import { EquipmentStep } from '../../../src-renderer/systems/hursagmu/builder/equipment-step';
import type { HursagmuEditor } from '../../../src-renderer/systems/hursagmu/controls/creation-change';
import { OnCharacterPage, referenceEditor } from '../explain-page';

/*
 * "Why does this cost what it costs?" beside the coin prices of the HURSAGMU builder's equipment step: the control
 * comes after its button in the keyboard's order, its name is the question with the button's price, and the
 * explanation it opens prices each piece the change moves by the book's equipment tables ("EQUIPMENT"), then says what
 * the purse holds against the campaign's starting coins. The character is Bob
 * (test/fixtures/hursagmu/reference/characters/bob.json), whose starting equipment cost 2090 cc of the reference
 * campaign's 5000 cc, a house rule beside the project's 1000 cc (10 gc).
 */

type PageEditor = Parameters<typeof OnCharacterPage>[0]['editor'];
type User = ReturnType<typeof userEvent.setup>;
const bob = () => referenceEditor('hursagmu', 'bob') as unknown as HursagmuEditor & PageEditor;

const PURSE =
  'the purse: starting coins 50 gc (this campaign’s house rule; the project’s default is 10 gc, and the book leaves it to The Master)';

interface CoinCase {
  what: string;
  prepare(user: User): Promise<void>;
  button: string;
  question: string;
  formula: string;
  quote: string;
}

const CASES: CoinCase[] = [
  {
    what: 'a second chest from the lists',
    prepare: async (user) => {
      await user.selectOptions(screen.getByLabelText('Item'), 'chest');
    },
    // "Gear": "| chest | 25 | 200 |": 2 gc more; 2090 + 200 = 2290 cc of equipment, 5000 - 2290 = 2710 cc left.
    button: 'Buy 1 × Chest (costs 2 gc)',
    question: 'Why does Buy 1 × Chest cost 2 gc?',
    formula: `Buy 1 × Chest: Chest x 2: the Gear list’s 200 cc x 2 = 4 gc, in place of Chest x 1: the Gear list’s 200 cc x 1 = 2 gc; ${PURSE} - starting equipment 22 gc 9 sc = 27 gc 1 sc left → costs 2 gc`,
    quote: '| chest | 25 | 200 |',
  },
  {
    what: 'three backpacks, the quantity typed',
    prepare: async (user) => {
      const quantity = screen.getByLabelText('Quantity');
      await user.clear(quantity);
      await user.type(quantity, '3');
    },
    // "Gear": "| backpack | 1 | 40 |": 3 x 40 = 120 cc; 2090 + 120 = 2210 cc, 5000 - 2210 = 2790 cc left.
    button: 'Buy 3 × Backpack (costs 1 gc 2 sc)',
    question: 'Why does Buy 3 × Backpack cost 1 gc 2 sc?',
    formula: `Buy 3 × Backpack: Backpack x 3: the Gear list’s 40 cc x 3 = 1 gc 2 sc; ${PURSE} - starting equipment 22 gc 1 sc = 27 gc 9 sc left → costs 1 gc 2 sc`,
    quote: '| backpack | 1 | 40 |',
  },
  {
    what: 'the chest taken back',
    prepare: async () => {},
    // 2090 - 200 = 1890 cc of equipment, 5000 - 1890 = 3110 cc left.
    button: 'Remove Chest x 1 (gives back 2 gc)',
    question: 'Why does Remove Chest x 1 give back 2 gc?',
    formula: `Remove Chest x 1: Chest x 1, bought at the Gear list’s 200 cc x 1 = 2 gc, is taken back; ${PURSE} - starting equipment 18 gc 9 sc = 31 gc 1 sc left → gives back 2 gc`,
    quote: '| chest | 25 | 200 |',
  },
  {
    what: 'a medium sword from the weapon builder',
    prepare: async (user) => {
      await user.type(screen.getByLabelText('Weapon name'), 'Sword');
      await user.click(screen.getByLabelText('Made only for war, like a sword (×10 price)'));
    },
    // "Mechanical": "200cc for size and x10 for being noble, for a total of 2000cc (20gc)"; 5000 - 4090 = 910 cc.
    button: 'Buy Sword (costs 20 gc)',
    question: 'Why does Buy Sword cost 20 gc?',
    formula: `Buy Sword: Sword (medium weapon): the weapon builder’s medium 200 cc x10 made only for war = 20 gc; ${PURSE} - starting equipment 40 gc 9 sc = 9 gc 1 sc left → costs 20 gc`,
    quote: HURSAGMU_BOOK.swordPrice.quote,
  },
  {
    what: 'a steel shield',
    prepare: async () => {},
    // "On the other hand": "Solid steel shields are rare and cost 2000cc."
    button: 'Buy a steel shield (costs 20 gc)',
    question: 'Why does Buy a steel shield cost 20 gc?',
    formula: `Buy a steel shield: Steel shield: a steel shield, 2000 cc = 20 gc; ${PURSE} - starting equipment 40 gc 9 sc = 9 gc 1 sc left → costs 20 gc`,
    quote: HURSAGMU_BOOK.shieldPrice.quote,
  },
];

function onPage(editor: ReturnType<typeof bob>) {
  return render(
    <OnCharacterPage editor={editor}>
      <EquipmentStep editor={editor} />
    </OnCharacterPage>,
  );
}

describe.each(CASES)('The "Why?" of a coin price in the HURSAGMU builder: $what', (c) => {
  it('comes after its button with Tab, asks with the button’s price, and explains it by the book’s table', async () => {
    const user = userEvent.setup({ delay: null });
    const editor = bob();
    onPage(editor);
    await c.prepare(user);
    screen.getByRole('button', { name: c.button }).focus();
    await user.tab();
    const why = screen.getByRole('button', { name: c.question });
    expect(why).toHaveFocus();
    await user.keyboard('{Enter}');
    const open = screen.getByRole('dialog', { name: c.question });
    expect(open.querySelector('.explain-formula')!.textContent).toBe(c.formula);
    expect(within(open).getByRole('heading', { name: 'From the book' })).toBeInTheDocument();
    expect(open.textContent).toContain(c.quote);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(why).toHaveFocus();
  });
});

describe('The "Why?" of a coin price in the HURSAGMU builder', () => {
  it('shows the campaign’s starting coins as its house rule, beside the project’s 10 gc', async () => {
    const user = userEvent.setup({ delay: null });
    onPage(bob());
    await user.click(screen.getByRole('button', { name: 'Why does Buy a wooden shield cost 2 gc?' }));
    const open = screen.getByRole('dialog');
    expect(within(open).getByRole('heading', { name: 'Campaign settings' })).toBeInTheDocument();
    expect(open.textContent).toMatch(/Starting coins: 50 gc\s*House rule \(the default: 10 gc/);
    expect(open.textContent).toContain(HURSAGMU_BOOK.pricesInCopper.quote);
  });

  it('follows the quantity as it is typed, and has none while the quantity cannot be bought', async () => {
    const user = userEvent.setup({ delay: null });
    onPage(bob());
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    expect(screen.queryByRole('button', { name: /^Why does Buy .* Backpack/ })).not.toBeInTheDocument();
    // "| backpack | 1 | 40 |": 12 x 40 = 480 cc = 4 gc 8 sc.
    await user.type(quantity, '12');
    await user.click(screen.getByRole('button', { name: 'Why does Buy 12 × Backpack cost 4 gc 8 sc?' }));
    expect(screen.getByRole('dialog').querySelector('.explain-formula')!.textContent).toMatch(
      /^Buy 12 × Backpack: Backpack x 12: the Gear list’s 40 cc x 12 = 4 gc 8 sc; /,
    );
  });

  it('offers none for a focus, which is made, not bought, nor outside a character’s page', () => {
    const { unmount } = onPage(bob());
    expect(screen.getByRole('button', { name: 'Add the focus, power 4, negation 4 (no price)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Why does Add the focus/ })).not.toBeInTheDocument();
    unmount();
    render(<EquipmentStep editor={bob()} />);
    expect(screen.getByRole('button', { name: 'Buy a steel shield (costs 20 gc)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Why / })).not.toBeInTheDocument();
  });
});
