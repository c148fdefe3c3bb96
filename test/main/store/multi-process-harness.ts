import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stableStringify, type CharacterFile } from '../../../shared/model';
import { startServeProcess, type ServeProcess } from './serve-process';
import { makeCharacter, writeCampaignFolder } from './store-fixtures';

/** Version `tag` of the one character both writers save: its name says which writer and which round. */
const version = (tag: string, round: number): CharacterFile =>
  makeCharacter('hero', 1 + (round % 7), { name: `Hero ${tag}` });

/** What a run of rounds found: every version that should be on disk or in .backups and is not, and how the saves ended. */
export interface RoundsResult {
  rounds: number;
  /** One line per version a writer was told is saved (or that the outside program wrote) and that is nowhere (must be empty). */
  lost: string[];
  saved: number;
  conflict: number;
  /** Rounds whose two replies were not one save and one conflict (two servers saving the same base revision: must be empty). */
  unexpected: string[];
}

/**
 * Two programs on one campaign folder, as a group really works: two browser-mode servers (each its own process,
 * each with its own watcher and lock queue) on one folder holding one character. The tests run a few rounds of
 * each trial; `npm run bench` runs many.
 */
export interface TwoServers {
  /** Two servers saving the same base revision at once, `rounds` times: exactly one may be saved each time. */
  sameBaseRounds(rounds: number): Promise<RoundsResult>;
  /** A program that takes no lock replacing the file 0 to 5 ms after a save of the first server begins, `rounds` times. */
  outsideWriterRounds(rounds: number): Promise<RoundsResult>;
  stop(): Promise<void>;
}

export async function startTwoServers(): Promise<TwoServers> {
  const base = await fs.mkdtemp(path.join(os.tmpdir(), 'multi-'));
  const root = path.join(base, 'root');
  const renderer = path.join(base, 'renderer');
  const folder = path.join(root, 'Border Watch');
  const target = path.join(folder, 'characters', 'hero.json');
  await fs.mkdir(renderer, { recursive: true });
  await fs.writeFile(path.join(renderer, 'index.html'), '<!doctype html><title>Ledger of Heroes</title>');
  await writeCampaignFolder(folder, [version('start', 0)]);
  const servers: ServeProcess[] = await Promise.all([
    startServeProcess(root, renderer),
    startServeProcess(root, renderer),
  ]);

  /** Every version of hero now on disk or in its backups, as file texts. */
  const everyVersionKept = async (): Promise<Set<string>> => {
    const texts = new Set<string>();
    texts.add(await fs.readFile(target, 'utf8').catch(() => ''));
    const backups = path.join(folder, '.backups', 'characters', 'hero');
    for (const name of await fs.readdir(backups).catch(() => [] as string[])) {
      // A backup the server rotates away while it is being read is older than the ten newest, so not wanted here.
      texts.add(await fs.readFile(path.join(backups, name), 'utf8').catch(() => ''));
    }
    return texts;
  };

  const open = async (server: ServeProcess): Promise<string> => {
    const opened = await server.call('openCampaign', { key: 'root:Border Watch' });
    if (!opened.ok) throw new Error(opened.error.message);
    return opened.value.handle;
  };

  return {
    async sameBaseRounds(rounds) {
      const handles = await Promise.all(servers.map(open));
      const result: RoundsResult = { rounds, lost: [], saved: 0, conflict: 0, unexpected: [] };
      for (let round = 0; round < rounds; round++) {
        const reads = await Promise.all(
          servers.map((server, i) => server.call('readCharacter', { handle: handles[i], id: 'hero' })),
        );
        const baseRevision = reads[0].value.revision as string;
        if (reads[1].value.revision !== baseRevision)
          result.unexpected.push(`round ${round}: the servers read two revisions`);
        const before = await fs.readFile(target, 'utf8');
        const mine = [version(`one ${round}`, round), version(`two ${round}`, round + 3)];
        const replies = await Promise.all(
          servers.map((server, i) =>
            server.call('writeCharacter', { handle: handles[i], character: mine[i], baseRevision }),
          ),
        );
        const ends = replies.map((r) => (r.ok ? 'saved' : (r.error.code as string))).sort();
        if (ends.join() !== 'conflict,saved') result.unexpected.push(`round ${round}: ${ends.join(' and ')}`);
        result.saved += ends.filter((end) => end === 'saved').length;
        result.conflict += ends.filter((end) => end === 'conflict').length;
        const kept = await everyVersionKept();
        replies.forEach((reply, i) => {
          if (reply.ok && !kept.has(stableStringify(mine[i])))
            result.lost.push(`round ${round}: the saved version of server ${i + 1}`);
        });
        if (!kept.has(before)) result.lost.push(`round ${round}: the version both read`);
      }
      return result;
    },

    async outsideWriterRounds(rounds) {
      const server = servers[0]!;
      const handle = await open(server);
      const result: RoundsResult = { rounds, lost: [], saved: 0, conflict: 0, unexpected: [] };
      for (let round = 0; round < rounds; round++) {
        const read = await server.call('readCharacter', { handle, id: 'hero' });
        const mine = stableStringify(version(`app ${round}`, round));
        const theirs = stableStringify(version(`outside ${round}`, round + 1));
        const save = server.call('writeCharacter', {
          handle,
          character: JSON.parse(mine),
          baseRevision: read.value.revision,
        });
        // Most rounds: the outside save lands 0 to 5 ms after the app's began, so before, during or after it, as the
        // machine's load decides. Every fourth round it lands just after the app's reply, so replacing a version the
        // app has just saved (which the app must then back up itself) happens whatever the load.
        const afterReply = round % 4 === 3;
        let reply = afterReply ? await save : undefined;
        if (!afterReply) await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
        // An atomic save by a program that takes no lock: a temp file renamed over the character.
        const temp = path.join(folder, 'characters', `hero.json.outside-${round}`);
        await fs.writeFile(temp, theirs);
        await fs.rename(temp, target);
        reply ??= await save;
        if (reply.ok) result.saved += 1;
        else if (reply.error.code === 'conflict') result.conflict += 1;
        else throw new Error(reply.error.message);
        // A save the outside program replaced afterwards is backed up once the server's watcher sees the change.
        const wanted = reply.ok ? [mine, theirs] : [theirs];
        const deadline = Date.now() + 5_000;
        let kept = await everyVersionKept();
        while (wanted.some((text) => !kept.has(text)) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          kept = await everyVersionKept();
        }
        if (reply.ok && !kept.has(mine)) result.lost.push(`round ${round}: the app's saved version`);
        if (!kept.has(theirs)) result.lost.push(`round ${round}: the outside version`);
      }
      return result;
    },

    async stop() {
      await Promise.all(servers.map((server) => server.stop()));
      await fs.rm(base, { recursive: true, force: true });
    },
  };
}
