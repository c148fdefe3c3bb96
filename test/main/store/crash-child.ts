/**
 * The writer the crash harness kills: opens a campaign through the store
 * (which takes the campaign's lock, and tidies what the last writer left) and
 * saves its one character over and over, each save a known version
 * (crashVersion(n)), until the parent kills it. It prints `ready <n>` with
 * the version it found, then `saved <n>` as each save is acknowledged.
 * Bundled by crash-harness.ts.
 *
 * Usage: node crash-child.cjs <campaign folder> <recent file>
 */
import { createCampaignService } from '../../../src-main/store/service';
import { CRASH_CHARACTER_ID, crashVersion, CRASH_VERSIONS } from './crash-versions';

async function main(): Promise<void> {
  const [folder, recentFile] = process.argv.slice(2);
  if (!folder || !recentFile) throw new Error('usage: crash-child <campaign folder> <recent file>');
  // The floor of proper-lockfile's stale time, so a lock left without its owner record costs 2 s, not 10.
  const service = createCampaignService({ recentFile, watch: false, lockStaleMs: 2_000 });
  const opened = await service.openFolder(folder);
  if (!opened.ok) throw new Error(opened.error.message);
  const { handle } = opened.value;
  const loaded = await service.readCharacter({ handle, id: CRASH_CHARACTER_ID });
  if (!loaded.ok) throw new Error(loaded.error.message);
  let revision = loaded.value.revision;
  let version = loaded.value.character.events.length;
  process.stdout.write(`ready ${version}\n`);
  for (;;) {
    version = (version + 1) % CRASH_VERSIONS;
    const saved = await service.writeCharacter({ handle, character: crashVersion(version), baseRevision: revision });
    if (!saved.ok) throw new Error(saved.error.message);
    revision = saved.value.revision;
    process.stdout.write(`saved ${version}\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
});
