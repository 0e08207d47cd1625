import { Route, Routes } from 'react-router-dom';
import { AreaDispatcher } from './area-dispatcher';
import { Layout } from './layout/layout';
import { AboutUsPage } from './routes/about-us-page';
import { HomePage } from './routes/home-page';
import { InfoPage, type InfoSlug } from './routes/info-page';
import { LoginPage } from './routes/login-page';
import { LogoutPage } from './routes/logout-page';

const INFO_SLUGS: InfoSlug[] = [
  'cookies-policy',
  'legal-conditions',
  'legal-conditions-and-privacy-policy-for-candidates',
  'legal-conditions-for-companies',
  'faq',
  'contact',
];

/**
 * The shell's own pages are plain routes; every other path goes to the dispatcher, which asks the route
 * table in shared-kit who owns it (job-list paths are a grammar, not router segments).
 */
export function AppRouter() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/logout" element={<LogoutPage />} />
        <Route path="/about-us" element={<AboutUsPage />} />
        {INFO_SLUGS.map((slug) => (
          <Route key={slug} path={`/eulangjobs/${slug}`} element={<InfoPage slug={slug} />} />
        ))}
        <Route path="*" element={<AreaDispatcher />} />
      </Route>
    </Routes>
  );
}
