import { CharacterRef, parseAtBoundary, parseInput, WriteCampaignInput } from '../../shared/api';

describe('a request parsed once, at the host’s boundary', () => {
  it('takes the very object the boundary parsed as it is', () => {
    const atBoundary = parseAtBoundary(CharacterRef, { handle: 'h-1234567890', id: 'aria' });
    if (!atBoundary.success) throw new Error('the reference should parse');
    const again = parseInput(CharacterRef, atBoundary.data);
    expect(again.success && again.data).toBe(atBoundary.data);
  });

  it('parses anything else: an equal object made elsewhere, a bad one, or one the boundary parsed for another request', () => {
    const made = { handle: 'h-1234567890', id: 'aria' };
    const parsed = parseInput(CharacterRef, made);
    expect(parsed.success && parsed.data).not.toBe(made);
    expect(parseInput(CharacterRef, { handle: 'h-1234567890', id: 'Not An Id!' }).success).toBe(false);
    const otherChannel = parseAtBoundary(CharacterRef, { handle: 'h-1234567890', id: 'aria' });
    if (!otherChannel.success) throw new Error('the reference should parse');
    // A character reference is no campaign write: checked against that schema, it is refused.
    expect(parseInput(WriteCampaignInput, otherChannel.data).success).toBe(false);
  });
});
