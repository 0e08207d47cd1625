// WordPress's error answers, word for word (src/wp-includes/rest-api in WordPress core): clients such as the blog
// client in shared-kit/blog branch on `code`, so a code or status that differs from WordPress's is a bug.

export type WpErrorBody = {
  code: string;
  message: string;
  data: { status: number; params?: Record<string, string>; details?: Record<string, unknown> } | null;
};

export class WpHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: WpErrorBody,
  ) {
    super(body.message);
  }
}

function wpError(status: number, code: string, message: string): WpHttpError {
  return new WpHttpError(status, { code, message, data: { status } });
}

export const noRoute = () => wpError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
export const invalidPostId = () => wpError(404, 'rest_post_invalid_id', 'Invalid post ID.');
export const invalidUserId = () => wpError(404, 'rest_user_invalid_id', 'Invalid user ID.');
export const invalidTermId = () => wpError(404, 'rest_term_invalid', 'Term does not exist.');
export const invalidPageNumber = () =>
  wpError(
    400,
    'rest_post_invalid_page_number',
    'The page number requested is larger than the number of pages available.',
  );
export const noSearchTerm = () =>
  wpError(400, 'rest_no_search_term_defined', 'You need to define a search term to order by relevance.');
export const invalidType = () => wpError(404, 'rest_type_invalid', 'Invalid post type.');
export const invalidTaxonomy = () => wpError(404, 'rest_taxonomy_invalid', 'Invalid taxonomy.');
/**
 * What WP_REST_Users_Controller answers a guest (401, rest_authorization_required_code) who asks for what only a
 * user who may list users sees: someone who has published nothing, a filter by role or capability, an order by
 * email or registration date, `who=authors`.
 */
export const usersForbidden = (what: 'view' | 'role' | 'capability' | 'orderby' | 'who') =>
  ({
    view: () => wpError(401, 'rest_user_cannot_view', 'Sorry, you are not allowed to list users.'),
    role: () => wpError(401, 'rest_user_cannot_view', 'Sorry, you are not allowed to filter users by role.'),
    capability: () =>
      wpError(401, 'rest_user_cannot_view', 'Sorry, you are not allowed to filter users by capability.'),
    orderby: () =>
      wpError(401, 'rest_forbidden_orderby', 'Sorry, you are not allowed to order users by this parameter.'),
    who: () => wpError(401, 'rest_forbidden_who', 'Sorry, you are not allowed to query users by this parameter.'),
  })[what]();
export const orderbyIncludeMissing = () =>
  wpError(400, 'rest_orderby_include_missing_include', 'You need to define an include parameter to order by include.');
/** context=edit without a login, in each controller's words. */
const FORBIDDEN_CONTEXT = {
  posts: 'Sorry, you are not allowed to edit posts in this post type.',
  terms: 'Sorry, you are not allowed to edit terms in this taxonomy.',
  taxonomies: 'Sorry, you are not allowed to manage terms in this taxonomy.',
  users: 'Sorry, you are not allowed to list users.',
} as const;
export const forbiddenContext = (kind: keyof typeof FORBIDDEN_CONTEXT) =>
  wpError(401, 'rest_forbidden_context', FORBIDDEN_CONTEXT[kind]);
/** The database is not there yet (the api starts it) or went away: try again shortly. Not a WordPress code. */
export const unavailable = () =>
  wpError(503, 'rest_blog_unavailable', 'The blog is temporarily unavailable. Please try again in a moment.');
/** What WordPress's fatal-error handler answers a REST request. */
export const internalError = () =>
  wpError(500, 'internal_server_error', '<p>There has been a critical error on this website.</p>');

/** One invalid query parameter, as rest_validate_value_from_schema reports it. */
export type ParamProblem = { code: string; message: string };

/** WordPress's 400 for bad query parameters: every bad one named in data.params (and data.details). */
export function invalidParams(problems: Record<string, ParamProblem>): WpHttpError {
  const names = Object.keys(problems);
  const params: Record<string, string> = {};
  const details: Record<string, unknown> = {};
  for (const name of names) {
    params[name] = problems[name].message;
    details[name] = { code: problems[name].code, message: problems[name].message, data: null };
  }
  return new WpHttpError(400, {
    code: 'rest_invalid_param',
    message: `Invalid parameter(s): ${names.join(', ')}`,
    data: { status: 400, params, details },
  });
}
