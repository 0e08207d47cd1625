import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import { JobDetailResponseSchema, JobListResponseSchema, MatchingsResponseSchema } from 'shared-kit/contracts';
import { Type } from 'typebox';
import { serializerSchema } from '../../src/lib/serializer-schema';
import { callAs, login, useTestApp } from '../helper';

// Answer schemas go to fast-json-stringify without TypeBox's `anyOf`s (src/lib/serializer-schema.ts): the answers
// must be the very JSON the schemas as written make.

/** fast-json-stringify as Fastify compiles an answer schema, with Fastify's default options. */
const serializer = (schema: unknown) =>
  SerializerSelector()({}, {} as never)({ schema, method: 'GET', url: '/', httpStatus: '200' } as never) as (
    document: unknown,
  ) => string;

describe('answer schemas without anyOf', () => {
  it('writes a nullable value as a list of types and a union of literals as an enum, at any depth', () => {
    const schema = Type.Object({
      city: Type.Union([Type.Object({ id: Type.Integer() }), Type.Null()]),
      list: Type.Array(Type.Union([Type.String({ maxLength: 8 }), Type.Null()])),
      period: Type.Union([Type.Literal('HOUR'), Type.Literal('YEAR')]),
      either: Type.Union([Type.String(), Type.Integer()]),
      level: Type.Union([Type.Union([Type.Literal(1), Type.Literal(2)]), Type.Null()]),
      only: Type.Union([Type.Literal('remote'), Type.Null()]),
    });
    const written = serializerSchema(JSON.parse(JSON.stringify(schema))) as {
      properties: Record<string, Record<string, unknown>>;
    };
    expect(written.properties.city).toMatchObject({
      type: ['object', 'null'],
      properties: { id: { type: 'integer' } },
    });
    expect(written.properties.list?.items).toMatchObject({ type: ['string', 'null'], maxLength: 8 });
    expect(written.properties.period).toMatchObject({ type: 'string', enum: ['HOUR', 'YEAR'] });
    // A nullable list of values allows null among them (a union fast-json-stringify keeps validates its branches).
    expect(written.properties.level).toMatchObject({ type: ['number', 'null'], enum: [1, 2, null] });
    expect(written.properties.only).toMatchObject({ type: ['string', 'null'], enum: ['remote', null] });
    expect(written.properties.only).not.toHaveProperty('const');
    // Any other union stays as it is.
    expect(written.properties.either?.anyOf).toHaveLength(2);
    expect(written.properties.city).not.toHaveProperty('anyOf');
  });

  describe('on real answers', () => {
    const t = useTestApp();

    const sameJson = (schema: unknown, body: string) => {
      const document = JSON.parse(body);
      expect(serializer(serializerSchema(schema))(document)).toBe(body);
      expect(serializer(schema)(document)).toBe(body);
    };

    it('a job list, a job page and matchings, as a guest and signed in', async () => {
      const token = await login(t.app, 'candidate@example.com');
      const guestList = await t.app.inject('/api/jobs');
      const ownList = await callAs(t.app, token, 'GET', '/api/jobs');
      const id = guestList.json().jobs.data[0].id;
      const guestJob = await t.app.inject(`/api/job?id=${id}`);
      const ownJob = await callAs(t.app, token, 'GET', `/api/job?id=${id}`);
      const matchings = await callAs(t.app, token, 'GET', '/api/app/matchings');
      for (const response of [guestList, ownList, guestJob, ownJob, matchings]) expect(response.statusCode).toBe(200);
      expect(ownList.json().jobs.data[0].extra).not.toBeNull();

      sameJson(JobListResponseSchema, guestList.body);
      sameJson(JobListResponseSchema, ownList.body);
      sameJson(JobDetailResponseSchema, guestJob.body);
      sameJson(JobDetailResponseSchema, ownJob.body);
      sameJson(MatchingsResponseSchema, matchings.body);
    });
  });
});
