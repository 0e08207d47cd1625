// The shape in which an answer schema is handed to fast-json-stringify (docs/search.md#answer-serialisers).
//
// TypeBox writes a nullable value as `anyOf: [X, {type: 'null'}]` (`Nullable` in shared-kit/contracts) and a union
// of literals as `anyOf` of `const`s. fast-json-stringify serialises an `anyOf` by running an Ajv validator of each
// branch on the value at run time, to pick the branch: a whole city, salary or `extra` object validated for every
// job of every list, and an Ajv instance with its validators compiled for each route's first answer (about 300 ms of
// each API test file's set-up). Written as `type: [X's type, 'null']` and as an `enum`, the same answers are
// serialised by a `typeof` test: the JSON is the same (an api test compares them), 30 % less time per job list and a
// fifth of the compilation.
//
// Nothing is validated in either form that the other lets through, except in the lenient direction: a value that
// matches no branch was a 500 ("does not match schema definition") and is now written as its type allows.

type Schema = { [key: string]: unknown };

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A branch that is `{type: 'null'}` and nothing else. */
const isNull = (branch: unknown) => isObject(branch) && branch.type === 'null' && Object.keys(branch).length === 1;

/** A branch of one type given by name (not itself a union, a reference or a list of types). */
const isSingleTyped = (branch: unknown): branch is Schema & { type: string } =>
  isObject(branch) && typeof branch.type === 'string' && branch.type !== 'null' && !('anyOf' in branch);

/** A branch that is one literal (`Type.Literal`): a const of a string or number, with its type at most. */
const isLiteral = (branch: unknown): branch is Schema & { const: string | number } =>
  isObject(branch) &&
  (typeof branch.const === 'string' || typeof branch.const === 'number') &&
  Object.keys(branch).every((key) => key === 'const' || key === 'type');

function simplifiedUnion(schema: Schema, branches: unknown[]): Schema | null {
  const { anyOf: _anyOf, ...siblings } = schema;
  if (branches.length === 2 && branches.some(isNull)) {
    const other = branches.find((branch) => !isNull(branch));
    if (isSingleTyped(other)) {
      // A list of allowed values (a union of literals made an enum, or one literal) must allow null too: the
      // schema still validates when it is a branch of a union fast-json-stringify keeps.
      const { const: only, ...rest } = other;
      const values = Array.isArray(other.enum) ? other.enum : only !== undefined ? [only] : null;
      return { ...siblings, ...rest, type: [other.type, 'null'], ...(values && { enum: [...values, null] }) };
    }
  }
  if (branches.length > 0 && branches.every(isLiteral)) {
    const values = branches.map((branch) => branch.const);
    const type = values.every((value) => typeof value === 'string')
      ? 'string'
      : values.every((value) => typeof value === 'number')
        ? 'number'
        : null;
    if (type) return { ...siblings, type, enum: values };
  }
  return null;
}

/** The answer schema with its nullable values and unions of literals written without `anyOf`, at every depth. */
export function serializerSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(serializerSchema);
  if (!isObject(schema)) return schema;
  const walked: Schema = {};
  for (const [key, value] of Object.entries(schema)) walked[key] = serializerSchema(value);
  return Array.isArray(walked.anyOf) ? (simplifiedUnion(walked, walked.anyOf) ?? walked) : walked;
}
