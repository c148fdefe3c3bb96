import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observer } from 'mobx-react-lite';
import { getRuleSystem } from '../../../shared/rules/registry';
import { FindingsList } from '../../../src-renderer/components/findings-list';
import { OverrideForm } from '../../../src-renderer/components/override-form';
import { CharacterEditorStore } from '../../../src-renderer/state/character-editor';
import { character, TODAY } from '../fake-api';

const system = getRuleSystem('mls')!;

const Both = observer(function Both({ editor }: { editor: CharacterEditorStore }) {
  return (
    <>
      <FindingsList findings={editor.findings} />
      <OverrideForm editor={editor} />
    </>
  );
});

describe('OverrideForm and FindingsList', () => {
  it('records a game master’s override with its reason, which the findings then show', async () => {
    const user = userEvent.setup();
    const creation = system.newCharacter(system.defaultSettings(), 7) as Record<string, unknown>;
    const editor = new CharacterEditorStore({
      system,
      file: character('aria-aaaaaa', 'Aria', { creation }),
      campaignSettings: {},
      writer: { save: async () => true },
      today: () => TODAY,
    });
    const standing = editor.findings.filter((f) => f.severity === 'error' && !f.overridden);
    expect(standing.length).toBeGreaterThan(0);
    render(<Both editor={editor} />);
    const problems = screen.getByRole('region', { name: 'Problems' });
    expect(within(problems).getByText(standing[0]!.message).closest('li')).toHaveTextContent(
      `Error: ${standing[0]!.message}`,
    );

    await user.click(screen.getByRole('button', { name: 'Accept this error with the reason given' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write the reason for the override');
    expect(editor.file.events).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Error to accept' }), standing[0]!.message);
    await user.type(
      screen.getByRole('textbox', { name: 'Reason for the override' }),
      'Raised by wolves; agreed at session zero',
    );
    await user.click(screen.getByRole('button', { name: 'Accept this error with the reason given' }));

    expect(editor.file.events).toEqual([
      expect.objectContaining({
        type: 'override',
        code: standing[0]!.code,
        path: standing[0]!.path,
        reason: 'Raised by wolves; agreed at session zero',
        date: TODAY,
      }),
    ]);
    const item = within(problems).getByText(standing[0]!.message).closest('li');
    expect(item).toHaveTextContent(`Overridden: ${standing[0]!.message}`);
    expect(item).toHaveTextContent('Game master’s reason: Raised by wolves; agreed at session zero');
    editor.dispose();
  });
});
