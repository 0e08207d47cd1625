import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fieldKey } from '../../src/i18n/field-labels';
import english from '../../src/locales/en.json';
import { post, register, useTestApp } from '../helper';

// docs/i18n.md#field-names-in-messages: a 422 names each field by the label people saw, in their language.

type Schema = {
  properties?: Record<string, Schema>;
  items?: Schema | Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: Schema | boolean;
};
type Operation = {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

/** Every property name of a schema, at any depth. */
function propertyNames(schema: Schema | undefined, into: Set<string>): Set<string> {
  if (!schema || typeof schema !== 'object') return into;
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    into.add(name);
    propertyNames(child, into);
  }
  const children = [
    ...(Array.isArray(schema.items) ? schema.items : schema.items ? [schema.items] : []),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
    ...(typeof schema.additionalProperties === 'object' ? [schema.additionalProperties] : []),
  ];
  for (const child of children) propertyNames(child, into);
  return into;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sourceFiles(file) : file.endsWith('.ts') ? [file] : [];
  });
}

/** The field names services and routes write into their own 422s (`{ field: 'offer id' }`, `invalid('destination')`). */
function namedInSource(): Set<string> {
  const names = new Set<string>();
  const src = path.join(__dirname, '../../src');
  for (const file of [...sourceFiles(path.join(src, 'services')), ...sourceFiles(path.join(src, 'routes'))]) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/\b(?:field|other): '([^']+)'/g)) names.add(match[1] as string);
    for (const match of source.matchAll(/\b(?:invalid|required|unknown)\('([^']+)'\)/g)) names.add(match[1] as string);
  }
  return names;
}

describe('field names in messages', () => {
  const t = useTestApp();

  it('every field a request can carry has a label in the catalogue', async () => {
    const document = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, Operation>> };
    const names = new Set<string>();
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in !== 'header' && parameter.in !== 'cookie') names.add(parameter.name);
        }
        for (const content of Object.values(operation.requestBody?.content ?? {})) propertyNames(content.schema, names);
      }
    }
    for (const name of namedInSource()) names.add(name);
    const missing = [...new Set([...names].map(fieldKey))].filter((key) => !(`api.field.${key}` in english)).sort();
    expect(missing).toEqual([]);
  });
});
