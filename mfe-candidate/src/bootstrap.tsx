// Standalone development only: the shell renders the routes component in production.
// The design system's stylesheet, which the shell links on every page (docs/design-system.md#how-styles-reach-the-page).
import 'shared-kit/ui/styles.css';
import { renderStandalone } from 'shared-kit/standalone';
import CandidateRoutes from './remote-entry';

renderStandalone(CandidateRoutes);
