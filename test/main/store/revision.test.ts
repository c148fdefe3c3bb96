import { describe, expect, it } from 'vitest';
import { revisionOf } from '../../../src-main/store/revision';

describe('a file’s revision', () => {
  // FIPS 180-2's first example: the SHA-256 of "abc" is ba7816bf 8f01cfea 414140de … 20015ad.
  it('is the first 16 hex digits of the SHA-256 of the bytes, the same from text or from bytes', () => {
    expect(revisionOf('abc')).toBe('ba7816bf8f01cfea');
    expect(revisionOf(new TextEncoder().encode('abc'))).toBe('ba7816bf8f01cfea');
  });

  it('differs when one byte differs, and counts text as its UTF-8 bytes', () => {
    expect(revisionOf('abd')).not.toBe(revisionOf('abc'));
    expect(revisionOf('Æsir')).toBe(revisionOf(new TextEncoder().encode('Æsir')));
  });
});
