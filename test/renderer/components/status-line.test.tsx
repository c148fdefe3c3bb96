import { act, render, screen } from '@testing-library/react';
import { StatusLine } from '../../../src-renderer/components/status-line';
import { ConflictQuestion } from '../../../src-renderer/state/conflict-question';
import { SaveStatus } from '../../../src-renderer/state/save-status';

const saved = () => Promise.resolve({ ok: true as const, value: undefined });

describe('status line', () => {
  it('says "All changes saved" after a write', async () => {
    const status = new SaveStatus();
    render(<StatusLine status={status} />);
    await act(() => status.track(saved()));
    expect(screen.getByRole('status')).toHaveTextContent('All changes saved');
  });

  it('leaves a plain "All changes saved" to a character page\'s own indicator, but still says errors and notes', async () => {
    const status = new SaveStatus();
    render(<StatusLine status={status} quietWhenSaved />);
    await act(() => status.track(saved()));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    act(() => status.inform('Saved the PDF to /tmp/Wren.pdf.'));
    expect(screen.getByRole('status')).toHaveTextContent('Saved the PDF to /tmp/Wren.pdf.');

    act(() => status.fail('The campaign folder is read-only; choose another folder.'));
    expect(screen.getByRole('status')).toHaveTextContent('The campaign folder is read-only; choose another folder.');
  });

  it('says a save waits on the choice between two versions, even on a character page and after other writes, until it is made', async () => {
    const status = new SaveStatus();
    const question = new ConflictQuestion();
    status.followConflicts(() => question.conflict);
    render(<StatusLine status={status} quietWhenSaved />);
    let answered: Promise<unknown> = Promise.resolve();
    act(() => {
      answered = question.ask({
        characterId: 'aria-aaaaaa',
        characterName: 'Aria',
        message: 'characters/aria-aaaaaa.json changed on disk.',
      });
    });
    // Another character's save ends meanwhile: it does not make the line say all is saved.
    await act(() => status.track(saved()));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Not saved: Aria was changed outside the app. Choose which version to keep at the top of the page.',
    );
    expect(screen.getByRole('status')).toHaveClass('status-error');

    act(() => question.answer('keep-mine'));
    await answered;
    // Back to what the line said before: a character page leaves "All changes saved" to its own indicator.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps following the open campaign when the one closed before stops', () => {
    const status = new SaveStatus();
    const campaignFile = { characterId: '', characterName: 'Wolves', message: 'campaign.json changed on disk.' };
    const stopFirst = status.followConflicts(() => undefined);
    status.followConflicts(() => campaignFile);
    stopFirst();
    expect(status.message).toBe(
      'Not saved: the campaign Wolves was changed outside the app. Choose which version to keep at the top of the page.',
    );
  });
});
