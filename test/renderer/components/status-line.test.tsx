import { act, render, screen } from '@testing-library/react';
import { StatusLine } from '../../../src-renderer/components/status-line';
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
});
