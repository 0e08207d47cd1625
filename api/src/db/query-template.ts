// Queries built once (docs/search.md#queries-built-once). Building a query with Kysely (its builders, the parsed
// column references, the frozen nodes) and compiling it to SQL took about a tenth of the api's CPU on the traffic
// bench, for texts that never change: a job card's hydration, the session's lookup, a candidate's `extra`. A
// template builds its query once per shape from stand-in values, notes where each stand-in landed among the
// parameters, and from then on only puts each call's own values in their places.
import { isDeepStrictEqual } from 'node:util';
import {
  type Compilable,
  type CompiledQuery,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import type { Database } from './schema';

/**
 * Builds and compiles queries for PostgreSQL and runs none: a template's text does not depend on the connection or
 * transaction it runs on, so it is built here, and the caller runs it on its own (`prepared(db, ...)`).
 */
const builder = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
export type TemplateBuilder = typeof builder;

/**
 * What a template's values may be: each must reach the parameters as it is given (an id, a text, bytes such as a
 * token's hash, a list of ids or texts).
 */
export type TemplateValue = number | string | Buffer | readonly number[] | readonly string[];

/** Where a parameter comes from: a constant of the query, a value, or one element of a list value. */
type Slot =
  | { kind: 'constant'; value: unknown }
  | { kind: 'value'; index: number }
  | { kind: 'element'; index: number; element: number };

type Template = Pick<CompiledQuery, 'sql' | 'query' | 'queryId'> & { slots: Slot[] };

/** Texts and numbers no caller passes: each stand-in is found among the parameters by its value. */
let standIns = 0;
const nextStandIn = () => {
  standIns += 1;
  return standIns;
};
const standInNumber = () => -(2 ** 52) + nextStandIn();
const standInText = () => `\u0000stand-in ${nextStandIn()}\u0000`;
const standInOf = (value: number | string | Buffer) =>
  typeof value === 'number' ? standInNumber() : typeof value === 'string' ? standInText() : Buffer.from(standInText());

/**
 * In the test suite every call is also built the ordinary way and must give the same text and parameters, so a
 * template whose text depended on a value its shape does not name fails there, not in production.
 */
const CHECK_EVERY_CALL = process.env.NODE_ENV === 'test';

/**
 * What a query's text depends on besides the query itself: a clause a flag adds, a column it picks, a list's length
 * class when its ids are written as a list of parameters (`oneOfShape`). Small: it is the key of the built texts.
 */
export type TemplateShape = Readonly<Record<string, string | number | boolean>> | null;

/**
 * A query built once per shape. `build` makes it from the shape and `values` as usual. Each value must reach the
 * query's parameters as it is given: not computed on, not written into the text, not tested by `build` beyond a
 * list's length (what is tested belongs to the shape). A value the template cannot find among the parameters is an
 * error when the shape is first built. Answers what `prepared()` and `db.executeQuery` take.
 */
export function queryTemplate<Shape extends TemplateShape, Values extends readonly TemplateValue[], Row>(
  build: (db: TemplateBuilder, shape: Shape, ...values: Values) => Compilable<Row>,
): (shape: Shape, ...values: Values) => Compilable<Row> {
  const templates = new Map<string, Template>();
  return (shape, ...values) => ({
    compile: () => {
      const key = shape === null ? '' : JSON.stringify(shape);
      let template = templates.get(key);
      if (!template) {
        template = buildTemplate(values, (standIns) => build(builder, shape, ...standIns).compile());
        templates.set(key, template);
      }
      const compiled = fill(template, values) as CompiledQuery<Row>;
      if (CHECK_EVERY_CALL) checkAgainstBuild(compiled, build(builder, shape, ...values).compile(), key);
      return compiled;
    },
  });
}

function buildTemplate<Values extends readonly TemplateValue[]>(
  values: Values,
  compile: (standIns: Values) => CompiledQuery,
): Template {
  const whole = new Map<unknown, number>();
  const elements = new Map<unknown, [number, number]>();
  const standInValues = values.map((value, index) => {
    if (!Array.isArray(value)) {
      const standIn = standInOf(value as number | string | Buffer);
      whole.set(standIn, index);
      return standIn;
    }
    const list = (value as readonly (number | string)[]).map((element, position) => {
      const standIn = standInOf(element);
      elements.set(standIn, [index, position]);
      return standIn;
    });
    whole.set(list, index);
    return list;
  }) as unknown as Values;
  const compiled = compile(standInValues);
  const found = new Set<number>();
  const slots = compiled.parameters.map((parameter): Slot => {
    const index = whole.get(parameter);
    if (index !== undefined) {
      found.add(index);
      return { kind: 'value', index };
    }
    const element = elements.get(parameter);
    if (element) {
      found.add(element[0]);
      return { kind: 'element', index: element[0], element: element[1] };
    }
    return { kind: 'constant', value: parameter };
  });
  const lost = values.findIndex((value, index) => !found.has(index) && !(Array.isArray(value) && value.length === 0));
  if (lost >= 0)
    throw new Error(`queryTemplate: value ${lost} is not a parameter of the query as given: ${compiled.sql}`);
  return { sql: compiled.sql, query: compiled.query, queryId: compiled.queryId, slots };
}

function fill(template: Template, values: readonly TemplateValue[]): CompiledQuery {
  const parameters = template.slots.map((slot) => {
    if (slot.kind === 'constant') return slot.value;
    const value = values[slot.index];
    return slot.kind === 'value' ? value : (value as readonly unknown[])[slot.element];
  });
  return { sql: template.sql, query: template.query, queryId: template.queryId, parameters };
}

function checkAgainstBuild(compiled: CompiledQuery, built: CompiledQuery, shape: string): void {
  if (compiled.sql !== built.sql || !isDeepStrictEqual(compiled.parameters, built.parameters)) {
    throw new Error(`queryTemplate: shape '${shape}' gave another query than a build of the same values: ${built.sql}`);
  }
}
