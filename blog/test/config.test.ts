import { loadConfig } from '../src/config';

test('defaults: port 8085, the site on 8080, images through its /blog-api proxy, links to the service itself', () => {
  const config = loadConfig({});
  expect(config).toMatchObject({
    port: 8085,
    host: '0.0.0.0',
    siteUrl: 'http://localhost:8080',
    publicUrl: 'http://localhost:8080/blog-api',
    selfUrl: 'http://localhost:8085',
    logLevel: 'info',
    poolSize: 5,
  });
});

test('from the environment, trailing slashes dropped', () => {
  const config = loadConfig({
    PORT: '9005',
    HOST: '127.0.0.1',
    DATABASE_URL: 'postgres://u:p@db:5432/site',
    SITE_URL: 'https://eulangjobs.example/',
    BLOG_PUBLIC_URL: 'https://eulangjobs.example/blog-api/',
    BLOG_URL: 'http://blog:9005/',
    LOG_LEVEL: 'warn',
  });
  expect(config).toMatchObject({
    port: 9005,
    host: '127.0.0.1',
    databaseUrl: 'postgres://u:p@db:5432/site',
    siteUrl: 'https://eulangjobs.example',
    publicUrl: 'https://eulangjobs.example/blog-api',
    selfUrl: 'http://blog:9005',
    logLevel: 'warn',
  });
});

test('a bad value stops the start with a message naming it', () => {
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be an integer 0-65535');
  expect(() => loadConfig({ SITE_URL: 'not a url' })).toThrow('SITE_URL is not a URL');
  expect(() => loadConfig({ BLOG_PUBLIC_URL: 'ftp://x' })).toThrow('BLOG_PUBLIC_URL must be http(s)');
  expect(() => loadConfig({ BLOG_URL: 'blog' })).toThrow('BLOG_URL is not a URL');
});
