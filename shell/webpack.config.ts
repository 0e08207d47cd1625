import { createConfig } from '../tooling/webpack';

export default (_env: unknown, argv: { mode?: string }) =>
  createConfig({ dir: __dirname, name: 'shell', kind: 'host', port: 3000 }, argv);
