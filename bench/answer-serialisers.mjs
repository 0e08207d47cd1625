// What writing answer schemas without `anyOf` buys (docs/search.md#answer-serialisers): the job list's and the job
// page's serialisers compiled by fast-json-stringify from the schemas as written and as the api hands them over
// (api/src/lib/serializer-schema.ts), the compile time of each and the time of one call on real answers of the demo
// site, a guest's and a signed-in candidate's. Starts the production build with its demo data (support.mjs) unless
// BENCH_BASE_URL names a running site. Needs a build (npm start or pnpm -r build).
import { createRequire } from 'node:module';
import { signIn, withSite } from './support.mjs';

const fromApi = createRequire(new URL('../api/package.json', import.meta.url));
const SerializerSelector = fromApi('@fastify/fast-json-stringify-compiler');
const { serializerSchema } = fromApi('./dist/lib/serializer-schema.js');
const { JobDetailResponseSchema, JobListResponseSchema } = fromApi('shared-kit/contracts');

const CALLS = Number(process.env.BENCH_CALLS ?? 3000);

const compile = (schema) =>
  SerializerSelector()({}, {})({
    schema: JSON.parse(JSON.stringify(schema)),
    method: 'GET',
    url: '/',
    httpStatus: '200',
  });

function measure(schema, document) {
  const started = process.hrtime.bigint();
  const serialise = compile(schema);
  const compileMs = Number(process.hrtime.bigint() - started) / 1e6;
  serialise(document);
  const from = process.hrtime.bigint();
  for (let i = 0; i < CALLS; i++) serialise(document);
  return { compileMs, callMs: Number(process.hrtime.bigint() - from) / 1e6 / CALLS, json: serialise(document) };
}

async function run(base) {
  const { token } = await signIn(base, 'candidate@example.com');
  const get = async (path, auth) =>
    (await fetch(`${base}${path}`, { headers: auth ? { authorization: `Bearer ${token}` } : {} })).json();
  const list = await get('/api/jobs');
  const id = list.jobs.data[0].id;
  const answers = [
    ['job list, guest', JobListResponseSchema, list],
    ['job list, signed in', JobListResponseSchema, await get('/api/jobs', true)],
    ['job page, guest', JobDetailResponseSchema, await get(`/api/job?id=${id}`)],
    ['job page, signed in', JobDetailResponseSchema, await get(`/api/job?id=${id}`, true)],
  ];
  console.log(`${CALLS} calls each; compile ms / ms a call, as written -> as handed over:`);
  for (const [name, schema, document] of answers) {
    const before = measure(schema, document);
    const after = measure(serializerSchema(schema), document);
    if (before.json !== after.json) throw new Error(`${name}: the two serialisers wrote different JSON`);
    console.log(
      `${name.padEnd(22)} compile ${before.compileMs.toFixed(1)} -> ${after.compileMs.toFixed(1)} ms, ` +
        `a call ${before.callMs.toFixed(3)} -> ${after.callMs.toFixed(3)} ms ` +
        `(${Math.round((1 - after.callMs / before.callMs) * 100)} % less)`,
    );
  }
}

const given = process.env.BENCH_BASE_URL;
if (given) await run(given);
else await withSite(run);
