import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The renderer's CSS is global: every stylesheet ends up in one bundle, and where two games define the same
 * class the later rule silently wins. So each game's classes carry its id as a prefix (`mls-`, `hursagmu-`),
 * every rule a game writes reaches only elements carrying one of its own classes, and what games share is
 * styled once, beside the widget in components/ (or in the app's styles). These checks read the files as
 * they are, so a class copied from another game, or a rule that restyles a shared widget everywhere, fails
 * here rather than on a page where it quietly loses.
 */
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const renderer = join(repo, 'src-renderer');
const systemsDir = join(renderer, 'systems');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const games = readdirSync(systemsDir).filter((name) => statSync(join(systemsDir, name)).isDirectory());

/** Each rule's selectors (split at commas), with the file they are in; at-rules' own preludes and keyframes are left out. */
function selectorsIn(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const selectors: string[] = [];
  const open: ('at' | 'rule' | 'keyframes')[] = [];
  let prelude = '';
  for (const ch of text) {
    if (ch === '{') {
      const head = prelude.trim();
      prelude = '';
      if (open.includes('keyframes') || open.at(-1) === 'rule') open.push('rule');
      else if (head.startsWith('@')) open.push(/^@(-\w+-)?keyframes\b/.test(head) ? 'keyframes' : 'at');
      else {
        selectors.push(...head.split(',').map((s) => s.trim()));
        open.push('rule');
      }
    } else if (ch === '}') {
      open.pop();
      prelude = '';
    } else if (ch === ';') prelude = '';
    else prelude += ch;
  }
  return selectors;
}

/** The classes a selector names (quoted attribute values left out). */
function classesIn(selector: string): string[] {
  const bare = selector.replace(/'[^']*'|"[^"]*"/g, '');
  return [...bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
}

/** The string literals in an expression, those inside a template's interpolations included; a template's own text has \u0000 where it interpolates. */
function literalsIn(expression: string): string[] {
  const literals: string[] = [];
  for (let i = 0; i < expression.length; i++) {
    const quote = expression[i];
    if (quote === "'" || quote === '"') {
      const end = expression.indexOf(quote, i + 1);
      literals.push(expression.slice(i + 1, end));
      i = end;
    } else if (quote === '`') {
      let text = '';
      for (i++; i < expression.length && expression[i] !== '`'; i++) {
        if (expression.startsWith('${', i)) {
          let depth = 0;
          const start = i + 2;
          for (; i < expression.length; i++) {
            if (expression[i] === '{') depth++;
            else if (expression[i] === '}' && --depth === 0) break;
          }
          literals.push(...literalsIn(expression.slice(start, i)));
          text += '\u0000';
        } else text += expression[i];
      }
      literals.push(text);
    }
  }
  return literals;
}

/** The class names written as string literals in `className`-like attributes (`className`, `fieldClassName` ...). */
function classNamesIn(source: string): string[] {
  const tokens: string[] = [];
  const attribute = /\b\w*[cC]lassName=/g;
  let match: RegExpExecArray | null;
  while ((match = attribute.exec(source))) {
    const start = match.index + match[0].length;
    let end = start;
    if (source[start] === '"') end = source.indexOf('"', start + 1) + 1;
    else if (source[start] === '{') {
      let depth = 0;
      do {
        if (source[end] === '{') depth++;
        else if (source[end] === '}') depth--;
        end++;
      } while (depth > 0 && end < source.length);
    } else continue;
    for (const literal of literalsIn(source.slice(start, end))) {
      // A name built around an interpolation (`finding-${severity}`) cannot be checked by reading.
      for (const token of literal.split(/\s+/)) if (token && !token.includes('\u0000')) tokens.push(token);
    }
    attribute.lastIndex = end;
  }
  return tokens;
}

const cssFiles = filesUnder(renderer).filter((f) => f.endsWith('.css'));
const gameOf = (file: string) => games.find((g) => file.startsWith(join(systemsDir, g) + '/'));
const sharedClasses = new Set(
  cssFiles
    .filter((f) => gameOf(f) === undefined)
    .flatMap((f) => selectorsIn(readFileSync(f, 'utf8')).flatMap(classesIn)),
);
const where = (file: string) => relative(repo, file);

describe("the games' styles", () => {
  it('finds the games and their stylesheets', () => {
    expect(games).toEqual(expect.arrayContaining(['mls', 'hursagmu']));
    for (const game of games)
      expect(
        cssFiles.some((f) => gameOf(f) === game),
        `${game} has no stylesheet`,
      ).toBe(true);
    expect(sharedClasses).toContain('step-button');
  });

  it("names every class a game defines with the game's prefix, and every rule reaches only the game's own elements", () => {
    const problems: string[] = [];
    for (const file of cssFiles) {
      const game = gameOf(file);
      if (game === undefined) continue;
      for (const selector of selectorsIn(readFileSync(file, 'utf8'))) {
        const classes = classesIn(selector);
        if (!classes.some((c) => c.startsWith(`${game}-`)))
          problems.push(`${where(file)}: "${selector}" names no ${game}- class, so it styles every game's pages`);
        for (const c of classes) {
          if (!c.startsWith(`${game}-`) && !sharedClasses.has(c))
            problems.push(`${where(file)}: .${c} in "${selector}" lacks the ${game}- prefix`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('lets no class be defined by two games, nor a game class by the shared styles', () => {
    const definedBy = new Map<string, Set<string>>();
    for (const file of cssFiles) {
      const owner = gameOf(file) ?? 'the shared styles';
      for (const c of selectorsIn(readFileSync(file, 'utf8')).flatMap(classesIn)) {
        if (gameOf(file) !== undefined && sharedClasses.has(c)) continue; // a shared widget seen inside the game's own element
        definedBy.set(c, (definedBy.get(c) ?? new Set()).add(owner));
      }
    }
    const twice = [...definedBy]
      .filter(([, owners]) => owners.size > 1)
      .map(([c, owners]) => `.${c}: ${[...owners].join(', ')}`);
    expect(twice).toEqual([]);
    const borrowed = [...sharedClasses].filter((c) => games.some((g) => c.startsWith(`${g}-`)));
    expect(borrowed).toEqual([]);
  });

  it("uses in a game's screens only its own classes and the shared ones", () => {
    const problems: string[] = [];
    for (const game of games) {
      for (const file of filesUnder(join(systemsDir, game)).filter((f) => /\.tsx?$/.test(f))) {
        for (const c of classNamesIn(readFileSync(file, 'utf8'))) {
          if (!c.startsWith(`${game}-`) && !sharedClasses.has(c))
            problems.push(`${where(file)}: class "${c}" is neither ${game}- nor a shared class`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('reading styles and class names', () => {
  it('takes selectors from rules and media blocks, not from declarations or keyframes', () => {
    const css = `/* .not-a-rule { } */
.a, .b > .c:hover { color: red; background: url(x.png); }
@media print { .d .e { margin: 0.5rem } }
@keyframes spin { from { opacity: 0 } to { opacity: 1 } }
input[type='number'].f { width: 5rem }`;
    expect(selectorsIn(css)).toEqual(['.a', '.b > .c:hover', '.d .e', "input[type='number'].f"]);
    expect(classesIn(".b > .c:hover input[value='.x']")).toEqual(['b', 'c']);
  });

  it('reads class names from plain, conditional and template attributes', () => {
    const tsx = `<div className="a b"><p className={on ? 'c' : \`d \${x}-e\`} fieldClassName="f" /><p className={\`g\${on ? ' h' : ''}\`} />`;
    expect(classNamesIn(tsx)).toEqual(['a', 'b', 'c', 'd', 'f', 'h']);
    expect(classNamesIn(`<li className={\`gift-row\${chosen ? ' gift-chosen' : ''}\`}>`)).toEqual(['gift-chosen']);
  });
});
