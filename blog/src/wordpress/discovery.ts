// What a client reads to find its way (docs/blog.md#discovery): the REST index with our routes and their parameters
// (node-wpapi's WPAPI.discover() builds its methods from them), the wp/v2 namespace, and the post types and
// taxonomies that every post, category and image links to (`about`, `wp:items`).
import { forbiddenContext, invalidTaxonomy, invalidType } from './errors';
import { type Answer, categorySpecs, globals, itemSpecs, mediaSpecs, postSpecs, tagSpecs } from './collections';
import { collectionSpecs, parseParams, type Spec, type Specs } from './params';
import type { Query } from './query';
import { pickFields, restRoot, type Urls } from './render';
import { userSpecs } from './users';

type Json = Record<string, unknown>;
const asView = (context: string) => (context === 'embed' ? 'embed' : 'view');
const curies = [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }];

/** A parameter as the index describes it (its JSON Schema, as register_rest_route keeps it). */
function argOf(spec: Spec): Json {
  const schema: Json = (() => {
    switch (spec.type) {
      case 'integer':
        return { type: 'integer', minimum: spec.minimum, maximum: spec.maximum, default: spec.default };
      case 'string':
        return { type: 'string', enum: spec.enum, default: spec.default };
      case 'boolean':
        return { type: 'boolean', default: spec.default };
      case 'date-time':
        return { type: 'string', format: 'date-time' };
      case 'integer-list':
        return { type: 'array', items: { type: 'integer' }, default: [] };
      case 'string-list':
        return { type: 'array', items: { type: 'string', enum: spec.enum } };
      default:
        return { type: ['object', 'array'] };
    }
  })();
  return { ...JSON.parse(JSON.stringify(schema)), required: false };
}

const ID_ROUTE = '(?P<id>[\\d]+)';
const taxonomySpecs = { context: collectionSpecs.context, type: { type: 'string', maxLength: 20 } } as const;

/** Our routes, all read only, with the parameters of their GET. */
const ROUTES: Array<[string, Specs]> = [
  ['/wp/v2/posts', postSpecs],
  [`/wp/v2/posts/${ID_ROUTE}`, itemSpecs],
  ['/wp/v2/categories', categorySpecs],
  [`/wp/v2/categories/${ID_ROUTE}`, itemSpecs],
  ['/wp/v2/tags', tagSpecs],
  [`/wp/v2/tags/${ID_ROUTE}`, itemSpecs],
  ['/wp/v2/media', mediaSpecs],
  [`/wp/v2/media/${ID_ROUTE}`, itemSpecs],
  ['/wp/v2/users', userSpecs],
  [`/wp/v2/users/${ID_ROUTE}`, itemSpecs],
  ['/wp/v2/types', itemSpecs],
  ['/wp/v2/types/(?P<type>[\\w-]+)', itemSpecs],
  ['/wp/v2/taxonomies', taxonomySpecs],
  ['/wp/v2/taxonomies/(?P<taxonomy>[\\w-]+)', itemSpecs],
];

function routes(urls: Urls): Json {
  return Object.fromEntries(
    ROUTES.map(([path, specs]) => [
      path,
      {
        namespace: 'wp/v2',
        methods: ['GET'],
        endpoints: [
          {
            methods: ['GET'],
            args: Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, argOf(spec)])),
          },
        ],
        // Routes with a placeholder have no address of their own, as in WordPress.
        ...(path.includes('(?P') ? {} : { _links: { self: [{ href: `${restRoot(urls)}${path}` }] } }),
      },
    ]),
  );
}

/** GET /wp-json/ (and `?rest_route=/`): the site, the wp/v2 namespace and our routes. */
export function index(urls: Urls, query: Query): Answer {
  parseParams(query, itemSpecs);
  return {
    body: {
      name: 'EuLangJobs',
      description: 'Advice for multilingual job seekers in Europe',
      url: urls.siteUrl,
      home: `${urls.siteUrl}/blog`,
      gmt_offset: '0',
      timezone_string: 'UTC',
      namespaces: ['wp/v2'],
      authentication: [],
      routes: routes(urls),
      _links: { help: [{ href: 'https://developer.wordpress.org/rest-api/' }] },
    },
    headers: {},
  };
}

/** GET /wp-json/wp/v2: the namespace's own index. */
export function namespaceIndex(urls: Urls, query: Query): Answer {
  parseParams(query, itemSpecs);
  return { body: { namespace: 'wp/v2', routes: routes(urls) }, headers: {} };
}

const rest = (urls: Urls, path: string) => `${restRoot(urls)}/wp/v2/${path}`;

/** The post types we have, as WP_REST_Post_Types_Controller shows them to a guest. */
const TYPES = {
  post: { name: 'Posts', icon: 'dashicons-admin-post', taxonomies: ['category', 'post_tag'], rest_base: 'posts' },
  attachment: { name: 'Media', icon: 'dashicons-admin-media', taxonomies: [], rest_base: 'media' },
} as const;
type TypeSlug = keyof typeof TYPES;

function renderType(urls: Urls, slug: TypeSlug, context: 'view' | 'embed'): Json {
  const type = TYPES[slug];
  const links = {
    collection: [{ href: rest(urls, 'types') }],
    'wp:items': [{ href: rest(urls, type.rest_base) }],
    curies,
  };
  const common = { name: type.name, slug, icon: type.icon, rest_base: type.rest_base, rest_namespace: 'wp/v2' };
  if (context === 'embed') return { ...common, _links: links };
  return {
    description: '',
    hierarchical: false,
    has_archive: false,
    ...common,
    taxonomies: type.taxonomies,
    template: [],
    template_lock: false,
    _links: links,
  };
}

/** GET /wp/v2/types: an object keyed by slug. A guest asking for the edit context sees none, as in WordPress. */
export function listTypes(urls: Urls, query: Query): Answer {
  const { context } = parseParams(query, itemSpecs);
  if (context === 'edit') return { body: {}, headers: {} };
  const { fields } = globals(query);
  const body = Object.fromEntries(
    (Object.keys(TYPES) as TypeSlug[]).map((slug) => [
      slug,
      pickFields(renderType(urls, slug, asView(context)), fields),
    ]),
  );
  return { body, headers: {} };
}

export function getType(urls: Urls, slug: string, query: Query): Answer {
  const { context } = parseParams(query, itemSpecs);
  if (!Object.hasOwn(TYPES, slug)) throw invalidType();
  if (context === 'edit') throw forbiddenContext('posts');
  return { body: pickFields(renderType(urls, slug as TypeSlug, asView(context)), globals(query).fields), headers: {} };
}

/** Our taxonomies: categories (a post's) and tags (none is used, the taxonomy is there as in every WordPress). */
const TAXONOMIES = {
  category: { name: 'Categories', hierarchical: true, rest_base: 'categories' },
  post_tag: { name: 'Tags', hierarchical: false, rest_base: 'tags' },
} as const;
type TaxonomySlug = keyof typeof TAXONOMIES;

function renderTaxonomy(urls: Urls, slug: TaxonomySlug, context: 'view' | 'embed'): Json {
  const taxonomy = TAXONOMIES[slug];
  const links = {
    collection: [{ href: rest(urls, 'taxonomies') }],
    'wp:items': [{ href: rest(urls, taxonomy.rest_base) }],
    curies,
  };
  const common = { name: taxonomy.name, slug, rest_base: taxonomy.rest_base, rest_namespace: 'wp/v2' };
  if (context === 'embed') return { ...common, _links: links };
  return { ...common, description: '', types: ['post'], hierarchical: taxonomy.hierarchical, _links: links };
}

/** GET /wp/v2/taxonomies, optionally `type=post`: an object keyed by slug. */
export function listTaxonomies(urls: Urls, query: Query): Answer {
  const { context, type } = parseParams(query, taxonomySpecs);
  if (context === 'edit' || (type !== undefined && type !== 'post')) return { body: {}, headers: {} };
  const { fields } = globals(query);
  const body = Object.fromEntries(
    (Object.keys(TAXONOMIES) as TaxonomySlug[]).map((slug) => [
      slug,
      pickFields(renderTaxonomy(urls, slug, asView(context)), fields),
    ]),
  );
  return { body, headers: {} };
}

export function getTaxonomy(urls: Urls, slug: string, query: Query): Answer {
  const { context } = parseParams(query, itemSpecs);
  if (!Object.hasOwn(TAXONOMIES, slug)) throw invalidTaxonomy();
  if (context === 'edit') throw forbiddenContext('taxonomies');
  return {
    body: pickFields(renderTaxonomy(urls, slug as TaxonomySlug, asView(context)), globals(query).fields),
    headers: {},
  };
}
