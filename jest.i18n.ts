// Front-end tests render in English with every package's English catalogue loaded, as the app shows a visitor whose
// language is English (docs/i18n.md#in-the-front-ends). A test that switches language calls activateLocale itself.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { i18n } from 'shared-kit/i18n';

const PACKAGES = ['shared-kit', 'shell', 'mfe-jobs', 'mfe-candidate', 'mfe-company', 'mfe-events'];
const english = Object.assign(
  {},
  ...[
    ...PACKAGES.map((name) => path.join(__dirname, name, 'src/locales/en.json')),
    path.join(__dirname, 'shared-kit/src/locales/pages/en.json'),
    path.join(__dirname, 'shell/src/locales/pages/en.json'),
    path.join(__dirname, 'mfe-jobs/src/locales/pages/en.json'),
    path.join(__dirname, 'mfe-events/src/locales/pages/en.json'),
  ]
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8'))),
);
// The build compiles the catalogues (tooling/catalogue-loader.cjs); the tests read their ICU sources.
i18n.setMessagesCompiler(compileMessage);
i18n.load('en', english);
i18n.activate('en');
