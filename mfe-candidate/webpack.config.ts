import { createConfig } from '../tooling/webpack';

export default (_env: unknown, argv: { mode?: string }) =>
  createConfig({ dir: __dirname, name: 'mfe_candidate', kind: 'remote', port: 8082 }, argv);
