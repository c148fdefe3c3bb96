/**
 * A file git left with conflict markers after a merge, rebase or pull that both sides changed:
 *
 *   <<<<<<< HEAD            (or any label)
 *   this side's lines
 *   ||||||| base            (only with merge.conflictStyle diff3 or zdiff3)
 *   the common ancestor's lines
 *   =======
 *   the other side's lines
 *   >>>>>>> their-branch
 *
 * Lines outside the markers belong to both sides. The two sides' texts are what `git show :2:<file>` and
 * `git show :3:<file>` would give; undefined when the text has no markers or they are not well formed.
 */
export function splitGitConflict(text: string): { ours: string; theirs: string } | undefined {
  const lines = text.split(/(?<=\n)/);
  const ours: string[] = [];
  const theirs: string[] = [];
  let state: 'both' | 'ours' | 'base' | 'theirs' = 'both';
  let hunks = 0;
  for (const line of lines) {
    const marker = /^(<{7}|\|{7}|={7}|>{7})(?: |\r?\n|$)/.exec(line)?.[1];
    if (marker === '<<<<<<<') {
      if (state !== 'both') return undefined;
      state = 'ours';
      hunks++;
    } else if (marker === '|||||||') {
      if (state !== 'ours') return undefined;
      state = 'base';
    } else if (marker === '=======' && state !== 'both') {
      if (state === 'theirs') return undefined;
      state = 'theirs';
    } else if (marker === '>>>>>>>') {
      if (state !== 'theirs') return undefined;
      state = 'both';
    } else if (state === 'both') {
      ours.push(line);
      theirs.push(line);
    } else if (state === 'ours') ours.push(line);
    else if (state === 'theirs') theirs.push(line);
  }
  if (hunks === 0 || state !== 'both') return undefined;
  return { ours: ours.join(''), theirs: theirs.join('') };
}
