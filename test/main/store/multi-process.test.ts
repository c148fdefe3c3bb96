import { promises as fs } from 'node:fs';
import path from 'node:path';
import { stableStringify, type CharacterFile } from '../../../shared/model';
import { makeCharacter, makeTempFolder, removeTempFolder, writeCampaignFolder } from './store-fixtures';
import { startServeProcess, type ServeProcess } from './serve-process';

const ROUNDS = Number(process.env.MULTI_PROCESS_ROUNDS ?? 200);

/** Version `tag` of the one character both writers save: its name says which writer and which round. */
const version = (tag: string, round: number): CharacterFile => makeCharacter('hero', 1 + (round % 7), { name: `Hero ${tag}` });

/**
 * Two programs on one campaign folder, as a group really works: two
 * browser-mode servers (each its own process, each with its own watcher and
 * lock queue), and a sync tool or editor that replaces the file with no lock
 * at all. Every version either writer was told is saved, and every version
 * the outside program wrote, must end on disk or in .backups.
 */
describe('two programs writing one campaign', () => {
  let base: string;
  let folder: string;
  const servers: ServeProcess[] = [];
  beforeAll(async () => {
    base = await makeTempFolder('multi-');
    const root = path.join(base, 'root');
    const renderer = path.join(base, 'renderer');
    folder = path.join(root, 'Border Watch');
    await fs.mkdir(renderer, { recursive: true });
    await fs.writeFile(path.join(renderer, 'index.html'), '<!doctype html><title>Ledger of Heroes</title>');
    await writeCampaignFolder(folder, [version('start', 0)]);
    servers.push(...(await Promise.all([startServeProcess(root, renderer), startServeProcess(root, renderer)])));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await removeTempFolder(base);
  });

  /** Every version of hero now on disk or in its backups, as file texts. */
  const everyVersionKept = async (): Promise<Set<string>> => {
    const texts = new Set<string>();
    texts.add(await fs.readFile(path.join(folder, 'characters', 'hero.json'), 'utf8').catch(() => ''));
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

  it(`keeps every version over ${ROUNDS} rounds of two servers saving the same base revision at once`, { timeout: 180_000 }, async () => {
    const handles = await Promise.all(servers.map(open));
    const lost: string[] = [];
    let conflicts = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const reads = await Promise.all(servers.map((server, i) => server.call('readCharacter', { handle: handles[i], id: 'hero' })));
      const base = reads[0].value.revision as string;
      expect(reads[1].value.revision).toBe(base);
      const before = await fs.readFile(path.join(folder, 'characters', 'hero.json'), 'utf8');
      const mine = [version(`one ${round}`, round), version(`two ${round}`, round + 3)];
      const replies = await Promise.all(servers.map((server, i) => server.call('writeCharacter', { handle: handles[i], character: mine[i], baseRevision: base })));
      // Both were based on the same revision: exactly one can be saved, the other must hear of the conflict.
      expect(replies.map((r) => (r.ok ? 'saved' : r.error.code)).sort()).toEqual(['conflict', 'saved']);
      conflicts += 1;
      const kept = await everyVersionKept();
      replies.forEach((reply, i) => {
        if (reply.ok && !kept.has(stableStringify(mine[i]))) lost.push(`round ${round}: the saved version of server ${i + 1}`);
      });
      if (!kept.has(before)) lost.push(`round ${round}: the version both read`);
    }
    expect(lost).toEqual([]);
    expect(conflicts).toBe(ROUNDS);
  });

  it(`keeps every version over ${ROUNDS} rounds of an outside program replacing the file 0 to 5 ms after a save starts`, { timeout: 240_000 }, async () => {
    const [server] = servers;
    const handle = await open(server!);
    const target = path.join(folder, 'characters', 'hero.json');
    const lost: string[] = [];
    const outcomes = { saved: 0, conflict: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const read = await server!.call('readCharacter', { handle, id: 'hero' });
      const mine = stableStringify(version(`app ${round}`, round));
      const theirs = stableStringify(version(`outside ${round}`, round + 1));
      const save = server!.call('writeCharacter', { handle, character: JSON.parse(mine), baseRevision: read.value.revision });
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
      if (reply.ok) outcomes.saved += 1;
      else if (reply.error.code === 'conflict') outcomes.conflict += 1;
      else throw new Error(reply.error.message);
      // A save the outside program replaced afterwards is backed up once the server's watcher sees the change.
      const wanted = reply.ok ? [mine, theirs] : [theirs];
      const deadline = Date.now() + 5_000;
      let kept = await everyVersionKept();
      while (wanted.some((text) => !kept.has(text)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        kept = await everyVersionKept();
      }
      if (reply.ok && !kept.has(mine)) lost.push(`round ${round}: the app's saved version`);
      if (!kept.has(theirs)) lost.push(`round ${round}: the outside version`);
    }
    expect(lost).toEqual([]);
    // Which order the other rounds took depends on how busy the machine is; replace.test.ts steps an
    // outside write into every gap of a replace deterministically.
    expect(outcomes.saved).toBeGreaterThanOrEqual(Math.floor(ROUNDS / 4));
    expect(outcomes.saved + outcomes.conflict).toBe(ROUNDS);
  });
});
