import { FakeApi, type FakeCampaign } from '../renderer/fake-api';
import type { ContractHost } from './contract-host';

/** The renderer's test double under the contract, driven through the same outside changes its tests use. */
export async function fakeHost(): Promise<ContractHost> {
  const fake = new FakeApi();
  const folderOf = (handle: string): FakeCampaign => {
    const folder = fake.campaigns.find((c) => c.handle === handle);
    if (!folder) throw new Error(`No campaign has the handle ${handle}`);
    return folder;
  };
  return {
    api: fake,
    placeCampaign: async (folderName, files) => fake.addCampaign({ name: folderName, rawFiles: files }).key,
    writeOutside: async (handle, file, text) => fake.writeRawOutside(folderOf(handle), file, text),
    removeOutside: async (handle, file) => fake.deleteOutside(folderOf(handle), file),
    readOnDisk: async (handle, file) => folderOf(handle).files.get(file),
    backups: async (handle, file) =>
      folderOf(handle)
        .backups.filter((backup) => backup.file === file)
        .map((backup) => backup.text),
    dispose: async () => undefined,
  };
}
