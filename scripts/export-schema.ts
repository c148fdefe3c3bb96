import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileJsonSchemas, stableStringify } from '../shared/model';
import { gameFileSchemas } from '../shared/rules/core';
import { getRuleSystem, listSystems } from '../shared/rules/registry';

/** Writes docs/schema/: the envelope of each file kind, then each game's files with its own fields in place. */
const outDir = join(import.meta.dirname, '..', 'docs', 'schema');
const write = (name: string, schema: unknown) => {
  const file = join(outDir, `${name}.schema.json`);
  writeFileSync(file, stableStringify(schema));
  console.log(`wrote ${file}`);
};
for (const [kind, schema] of Object.entries(fileJsonSchemas())) write(kind, schema);
for (const { id } of listSystems()) {
  for (const [kind, schema] of Object.entries(gameFileSchemas(getRuleSystem(id)!))) write(`${id}-${kind}`, schema);
}
