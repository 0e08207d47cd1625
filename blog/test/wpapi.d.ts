// node-wpapi 1.x ships no types: the little of its API the client tests use (docs/blog.md#the-wordpress-read-subset).
declare module 'wpapi' {
  interface Request {
    id(id: number): Request;
    page(page: number): Request;
    perPage(count: number): Request;
    offset(count: number): Request;
    search(text: string): Request;
    orderby(field: string): Request;
    order(direction: 'asc' | 'desc'): Request;
    slug(slug: string): Request;
    include(ids: number | number[]): Request;
    exclude(ids: number | number[]): Request;
    categories(ids: number | number[]): Request;
    author(id: number): Request;
    embed(): Request;
    param(name: string, value: unknown): Request;
    toString(): string;
    // biome-ignore lint/suspicious/noExplicitAny: a WordPress answer of any shape, with `_paging` on collections
    get(): Promise<any>;
    headers(): Promise<Record<string, string>>;
  }

  class WPAPI {
    constructor(options: { endpoint: string; routes?: unknown });
    static discover(url: string): Promise<WPAPI>;
    static site(endpoint: string): WPAPI;
    posts(): Request;
    categories(): Request;
    users(): Request;
    media(): Request;
    root(path?: string): Request;
  }

  export = WPAPI;
}
