import { splitGitConflict } from '../../../shared/model';

describe('a file git left with conflict markers', () => {
  it('gives each side its own lines and both sides the lines outside the markers, hunk by hunk', () => {
    const text = [
      '{',
      '<<<<<<< HEAD',
      '  "a": 1,',
      '=======',
      '  "a": 2,',
      '>>>>>>> origin/main',
      '  "b": 0,',
      '<<<<<<< HEAD',
      '  "c": 3',
      '=======',
      '  "c": 4',
      '>>>>>>> origin/main',
      '}',
      '',
    ].join('\n');
    expect(splitGitConflict(text)).toEqual({
      ours: '{\n  "a": 1,\n  "b": 0,\n  "c": 3\n}\n',
      theirs: '{\n  "a": 2,\n  "b": 0,\n  "c": 4\n}\n',
    });
  });

  it('leaves out the common ancestor of the diff3 style, and keeps Windows line ends', () => {
    const text = '[\r\n<<<<<<< ours\r\n1\r\n||||||| base\r\n0\r\n=======\r\n2\r\n>>>>>>> theirs\r\n]\r\n';
    expect(splitGitConflict(text)).toEqual({ ours: '[\r\n1\r\n]\r\n', theirs: '[\r\n2\r\n]\r\n' });
  });

  it('reads no conflict in a file without markers or with markers out of order or unclosed', () => {
    expect(splitGitConflict('{"a": 1}\n')).toBeUndefined();
    expect(splitGitConflict('<<<<<<< a\n1\n>>>>>>> b\n')).toBeUndefined();
    expect(splitGitConflict('<<<<<<< a\n1\n=======\n2\n')).toBeUndefined();
    expect(splitGitConflict('=======\n>>>>>>> b\n')).toBeUndefined();
    // "=======" outside a conflict is an ordinary line of both sides.
    expect(splitGitConflict('x\n=======\n<<<<<<< a\n1\n=======\n2\n>>>>>>> b\n')).toEqual({
      ours: 'x\n=======\n1\n',
      theirs: 'x\n=======\n2\n',
    });
  });
});
