import { createConfig } from '../tooling/webpack';

export default (_env: unknown, argv: { mode?: string }) =>
  createConfig(
    {
      dir: __dirname,
      name: 'mfe_candidate',
      kind: 'remote',
      port: 8082,
      // The apply flow, shown inside mfe-jobs' job page (docs/candidate-area.md#the-apply-flow).
      exposes: { './apply': './src/apply-entry.tsx' },
    },
    argv,
  );
