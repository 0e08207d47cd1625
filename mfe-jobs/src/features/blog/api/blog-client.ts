import axios from 'axios';
import { type BlogTransport, createBlogClient } from 'shared-kit/blog';

/**
 * The product's second client, for the blog: not our api, so not the one `http` of shared-kit (no
 * bearer token, no XSRF header, no notices, no loading bar). It reads the WordPress REST API through the api's same-origin
 * proxy `/blog-api/*` (docs/blog.md#the-proxy), so the site's connect-src stays 'self'. Every status is an answer: the
 * blog client decides what a 400 or a 503 means.
 */
export const blogHttp = axios.create({
  baseURL: '/blog-api',
  timeout: 8000,
  headers: { Accept: 'application/json' },
  validateStatus: () => true,
  withCredentials: false,
  withXSRFToken: false,
});

const transport: BlogTransport = async (path) => {
  const response = await blogHttp.get(path);
  return {
    status: response.status,
    data: response.data,
    header: (name) => {
      const value = response.headers[name.toLowerCase()];
      return value === undefined || value === null ? null : String(value);
    },
  };
};

export const blogClient = createBlogClient(transport);
