import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fieldKey, fieldLabel } from '../../src/i18n/field-labels';
import english from '../../src/locales/en.json';
import { freshClientAddress, GOOD_PASSWORD, post, uniqueEmail, useTestApp } from '../helper';

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
    const document = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
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

describe('a 422 names the field by its label', () => {
  const t = useTestApp();
  const empty = { type: 'company', email: '', password: '', password_confirmation: '', nombre: '', company_name: '' };

  it.each([
    [
      'en',
      'The first name field is required.',
      'The company name field is required.',
      'The password field is required.',
    ],
    [
      'de',
      'Das Feld Vorname ist erforderlich.',
      'Das Feld Firmenname ist erforderlich.',
      'Das Feld Passwort ist erforderlich.',
    ],
    ['pl', 'Pole imię jest wymagane.', 'Pole nazwa firmy jest wymagane.', 'Pole hasło jest wymagane.'],
  ])('in %s, from the schema and from the route alike', async (locale, nombre, company, password) => {
    const schema = await post(t.app, '/api/auth/register', empty, { headers: { 'accept-language': locale } });
    expect(schema.statusCode).toBe(422);
    expect(schema.json().errors.nombre).toEqual([nombre]);
    expect(schema.json().errors.password).toEqual([password]);
    // No column name in what people read (the keys stay the wire's names).
    const said = [schema.json().message, ...Object.values(schema.json().errors as Record<string, string[]>).flat()];
    expect(said.join(' ')).not.toMatch(/nombre|password_confirmation|company_name/);
    // Past the schema, the route's own check of the company's name (blank after trimming) says it the same way.
    const route = await post(
      t.app,
      '/api/auth/register',
      {
        ...empty,
        email: uniqueEmail('labels'),
        password: GOOD_PASSWORD,
        password_confirmation: GOOD_PASSWORD,
        nombre: 'Lena',
        company_name: '   ',
      },
      { headers: { 'accept-language': locale }, from: freshClientAddress() },
    );
    expect(route.statusCode).toBe(422);
    expect(route.json().errors).toEqual({ company_name: [company] });
  });

  it('names a field of a list by its own label, not its path', () => {
    expect(fieldKey('experiences.0.puesto')).toBe('puesto');
    expect(fieldKey('answers.12')).toBe('answers');
    expect(fieldKey('offer id')).toBe('offer_id');
    expect(fieldLabel('sponsors.0.url')).toEqual({ id: 'api.field.url' });
    expect(fieldLabel('no_label_for_this')).toBe('no label for this');
  });
});
