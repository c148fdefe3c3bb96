/**
 * The writer the crash harness kills: opens a campaign through the store and
 * saves its one character over and over, each save a known version
 * (crashVersion(n)), until the parent kills it. Bundled by crash-harness.ts.
 *
 * Usage: node crash-child.mjs <campaign folder> <recent file>
 */
import { createCampaignService } from '../../../src-main/store/service';
import { CRASH_CHARACTER_ID, crashVersion, CRASH_VERSIONS } from './crash-versions';

async function main(): Promise<void> {
  const [folder, recentFile] = process.argv.slice(2);
  if (!folder || !recentFile) throw new Error('usage: crash-child <campaign folder> <recent file>');
  const service = createCampaignService({ recentFile, watch: false });
  const opened = await service.openFolder(folder);
  if (!opened.ok) throw new Error(opened.error.message);
  const { handle } = opened.value;
  const loaded = await service.readCharacter({ handle, id: CRASH_CHARACTER_ID });
  if (!loaded.ok) throw new Error(loaded.error.message);
  let revision = loaded.value.revision;
  let version = loaded.value.character.events.length;
  process.stdout.write('ready\n');
  for (;;) {
    version = (version + 1) % CRASH_VERSIONS;
    const saved = await service.writeCharacter({ handle, character: crashVersion(version), baseRevision: revision });
    if (!saved.ok) throw new Error(saved.error.message);
    revision = saved.value.revision;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
});
