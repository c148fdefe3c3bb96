import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileJsonSchemas, stableStringify } from '../../../shared/model';

const docs = join(__dirname, '../../../docs/schema');

describe('exported JSON Schemas', () => {
  it.each(['campaign', 'character'] as const)(
    'docs/schema/%s.schema.json is up to date (run `npm run schema`)',
    (kind) => {
      const onDisk = readFileSync(join(docs, `${kind}.schema.json`), 'utf8');
      expect(onDisk).toBe(stableStringify(fileJsonSchemas()[kind]));
    },
  );

  it('pins the format version and forbids unknown top-level fields', () => {
    const { character, campaign } = fileJsonSchemas();
    for (const schema of [character, campaign]) {
      expect(schema.additionalProperties).toBe(false);
      expect((schema.properties as Record<string, { const?: number }>).formatVersion?.const).toBe(1);
    }
  });
});
