import { z } from 'zod';
import { pageAstSchema } from '../../common/schema/ast.ts';
import { dbSchema } from '../../common/schema/db.ts';
import { frontmatterSchema } from '../../common/schema/frontmatter.ts';
import { NAVIGATION_FILES } from '../read/load-navigation.ts';
import { clinicFactsSchema } from '../../common/schema/clinic-facts.ts';
import { searchVocabularySchema } from '../../common/schema/search-vocabulary.ts';
import { DATA_FILES } from '../read/load-clinic-data.ts';
import { COLLECTIONS } from '../../common/schema/collections.ts';

/** JSON Schema files an editor's YAML/JSON tooling can point at, keyed by file name */
export function jsonSchemaFiles(): Record<string, string> {
  const schemas: Record<string, z.ZodType> = {
    'frontmatter.schema.json': frontmatterSchema,
    'page-ast.schema.json': pageAstSchema,
    'db.schema.json': dbSchema,
    'clinic.schema.json': clinicFactsSchema,
    'search-vocabulary.schema.json': searchVocabularySchema,
  };
  for (const { file, schema } of [...Object.values(NAVIGATION_FILES), ...Object.values(DATA_FILES)]) {
    schemas[file.replace(/^.*\//, '').replace(/\.yaml$/, '.schema.json')] = schema;
  }
  // one schema for every file of a collection's folder (a news item's: its frontmatter)
  for (const { folder, schema } of Object.values(COLLECTIONS)) schemas[`${folder.replace(/^.*\//, '')}.schema.json`] = schema;
  return Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => [name, `${JSON.stringify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), null, 2)}\n`]),
  );
}
