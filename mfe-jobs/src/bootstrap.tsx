// Standalone development only: the shell renders the routes component in production.
import { renderStandalone } from 'shared-kit/standalone';
import JobsRoutes from './remote-entry';

renderStandalone(JobsRoutes);
