import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ComponentType } from 'react';
import type { SectionProps } from '../../../src-renderer/contract/game-screens';
import { HeimrAdvance } from '../../../src-renderer/systems/heimr/advance/heimr-advance';
import { HursagmuAdvance } from '../../../src-renderer/systems/hursagmu/advance/hursagmu-advance';
import { MlsAdvance } from '../../../src-renderer/systems/mls/advance/mls-advance';
import { SymbaroumAdvance } from '../../../src-renderer/systems/symbaroum/advance/symbaroum-advance';
import { OnCharacterPage, referenceEditor, type ReferenceEditor } from '../explain-page';

/*
 * "Why does this cost what it costs?" beside the prices of the Advance page in every game: the control comes after
 * its button in the keyboard's order, its name is the question with the price the button shows, and the explanation
 * it opens ends with that price worked out from the book's table with the character's own inputs. The characters are
 * the reference ones (test/fixtures/<game>/reference), whose sheets are worked out by hand in their expected files.
 */

type Editor = ReferenceEditor;
type AnyAdvance = ComponentType<SectionProps<never, never, never>>;

/** The Advance section as the character page shows it: inside the page's explanations, in the game's words. */
function AdvanceSection({ editor, Advance }: { editor: Editor; Advance: AnyAdvance }) {
  return (
    <OnCharacterPage editor={editor}>
      <Advance editor={editor as never} />
    </OnCharacterPage>
  );
}

interface PriceCase {
  /** How the player comes to the purchase (a choice in the form), if it is not the one the form shows first. */
  choose?(user: UserEvent): Promise<void>;
  button: string;
  question: string;
  formula: string;
}

interface GameCase {
  game: string;
  character: string;
  Advance: AnyAdvance;
  priced: PriceCase;
  /** A purchase a rule of the book refuses, and that rule's words in the explanation. */
  refused?: { choose?(user: UserEvent): Promise<void>; question: string; formula: string; rule: RegExp };
}

const select = (name: string, option: string) => (user: UserEvent) =>
  user.selectOptions(screen.getByRole('combobox', { name }), option);

const GAMES: GameCase[] = [
  {
    game: 'mls',
    // Aldric: Soldier at base +1 is his occupation. "Character Advancement" > "Secondary Traits": "3 CPs to go from
    // +1 to +2"; "Character Generation" > "Occupation": "costs double the costs of single skills": 3 x 2 = 6 CPs.
    character: 'aldric',
    Advance: MlsAdvance as AnyAdvance,
    priced: {
      button: 'Raise Soldier to base +2 (6 CPs)',
      question: 'Why does Raise Soldier to base +2 cost 6 CPs?',
      formula:
        'Raise Soldier from base +1 to base +2: the table gives 3 CPs to go from +1 to +2, doubled for the occupation: 3 x 2 = 6 → costs 6 CPs',
    },
    // Sword was raised in this age increment already (e3): "one level a year" refuses another raise; its price stays
    // the table's 6 CPs for +4 to +5 ("6 ... +4 to +5").
    refused: {
      question: 'Why does Raise Sword to base +5 cost 6 CPs?',
      formula: 'Raise Sword from base +4 to base +5: the table gives 6 CPs to go from +4 to +5 → costs 6 CPs',
      rule: /already/i,
    },
  },
  {
    game: 'hursagmu',
    // Bob: Trading 6. "TRAITS" > Cost: cost(8) = 16, cost(6) = 8, so raising 6 to 8 costs 16 - 8 = 8 points.
    character: 'bob',
    Advance: HursagmuAdvance as AnyAdvance,
    priced: {
      async choose(user) {
        await select('Trait to raise', 'trading')(user);
        const to = screen.getByRole('spinbutton', { name: 'New level' });
        await user.clear(to);
        await user.type(to, '8');
      },
      button: 'Raise Trading to 8 (8 experience points)',
      question: 'Why does Raise Trading to 8 cost 8 experience points?',
      formula:
        'Raise Trading from 6 to 8: the cost chart’s cost(8) = 16 less cost(6) = 8 already spent: 16 - 8 = 8 → costs 8 points',
    },
    // "GIFTS": Extra Limbs is priced per limb, and a purchase that names no number of limbs is refused.
    refused: {
      async choose(user) {
        await select('Gift to buy', 'extra-limbs')(user);
        await user.clear(screen.getByRole('spinbutton', { name: 'Number of limbs' }));
      },
      question: 'Why is Buy Extra Limbs not allowed?',
      formula: 'Buy the gift Extra Limbs: not possible: ',
      rule: /limb/i,
    },
  },
  {
    game: 'heimr',
    // Hild: Sailing consistency 2, 25 XP unspent. "Experience points", the table of new heights: height 3 costs
    // 15 XP (5, 10, 15), the sum of the two heights before, 5 + 10. Sailing rests on Dexterity and Stamina in her
    // campaign, so the player first chooses the one that gains the progress.
    character: 'hild',
    Advance: HeimrAdvance as AnyAdvance,
    priced: {
      async choose(user) {
        await select('Ability', 'sailing')(user);
        await select('Attribute that gains the progress', 'dexterity')(user);
      },
      button: 'Train Sailing consistency to 3 (15 XP)',
      question: 'Why does Train Sailing consistency to 3 cost 15 XP?',
      formula:
        'Train Sailing consistency from 2 to 3: the table’s new height 3: the costs of the two heights before, 5 + 10 = 15 XP → costs 15 XP',
    },
  },
  {
    game: 'symbaroum',
    // Ylva: Medicus at novice. "Improving Your Character": "to increase from novice to the adept level costs 20
    // Experience".
    character: 'ylva',
    Advance: SymbaroumAdvance as AnyAdvance,
    priced: {
      choose: select('Ability', 'medicus'),
      button: 'Learn Medicus at adept (20 experience)',
      question: 'Why does Learn Medicus at adept cost 20 experience?',
      formula:
        'Raise Medicus from novice to adept: to increase from novice to adept costs 20 Experience → costs 20 experience',
    },
    // Witchsight is at master since e2; the book's costs stop at master.
    refused: {
      choose: select('Ability', 'witchsight'),
      question: 'Why is Learn Witchsight not allowed?',
      formula: 'Raise Witchsight past master: not possible: ',
      rule: /master/i,
    },
  },
];

const dialog = (name: string) => screen.getByRole('dialog', { name });

describe.each(GAMES)(
  'The price’s "Why?" on the Advance page of $game',
  ({ game, character, Advance, priced, refused }) => {
    const page = () => render(<AdvanceSection editor={referenceEditor(game, character)} Advance={Advance} />);

    it('comes after its button with Tab, is named by the question with the button’s price, and opens with Enter', async () => {
      const user = userEvent.setup({ delay: null });
      page();
      await priced.choose?.(user);
      const button = screen.getByRole('button', { name: priced.button });
      button.focus();
      await user.tab();
      const why = screen.getByRole('button', { name: priced.question });
      expect(why).toHaveFocus();
      await user.keyboard('{Enter}');
      const open = dialog(priced.question);
      expect(within(open).getByText(priced.formula)).toBeInTheDocument();
      expect(within(open).queryByText('Refused by the rules')).not.toBeInTheDocument();
      expect(within(open).getByRole('heading', { name: 'From the book' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(why).toHaveFocus();
    });

    // Heimr's Advance page offers no priced purchase that a rule of the book refuses, so Heimr has no such case.
    if (refused)
      it('says which rule of the book refuses a purchase it refuses', async () => {
        const user = userEvent.setup({ delay: null });
        page();
        await refused.choose?.(user);
        await user.click(screen.getByRole('button', { name: refused.question }));
        const open = dialog(refused.question);
        expect(open.querySelector('.explain-formula')!.textContent).toContain(refused.formula);
        expect(within(open).getByRole('heading', { name: 'Refused by the rules' })).toBeInTheDocument();
        expect(open.querySelector('.explain-refused')!.textContent).toMatch(refused.rule);
      });
  },
);

describe('The price’s "Why?" outside a character’s page', () => {
  it('is not shown where the page gives no explanations', () => {
    render(<SymbaroumAdvance editor={referenceEditor('symbaroum', 'ylva') as never} />);
    expect(screen.getByRole('button', { name: /^Learn / })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Why / })).not.toBeInTheDocument();
  });
});

describe('The "Why?" of a gain on the MLS Advance page', () => {
  it('asks why ageing gives its CPs, and the rule ends with the CPs gained', async () => {
    const user = userEvent.setup({ delay: null });
    render(<AdvanceSection editor={referenceEditor('mls', 'aldric')} Advance={MlsAdvance as AnyAdvance} />);
    // Aldric has aged no increment: "Racial Differences", every increment "gets 2 CPs, until Base Age + 22 increments".
    const why = screen.getByRole('button', { name: /^Why does Age one increment to .+ give 2 CPs\?$/ });
    await user.click(why);
    const open = screen.getByRole('dialog');
    expect(open.querySelector('.explain-formula')).toHaveTextContent(
      /^Age to base age \+ 1 increment: up to base age \+ 22 increments each increment gives 2 CPs → gains 2 CPs$/,
    );
  });
});
