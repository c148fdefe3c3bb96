import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileJsonSchemas, stableStringify } from '../shared/model';

const outDir = join(import.meta.dirname, '..', 'docs', 'schema');
for (const [kind, schema] of Object.entries(fileJsonSchemas())) {
  const file = join(outDir, `${kind}.schema.json`);
  writeFileSync(file, stableStringify(schema));
  console.log(`wrote ${file}`);
}
