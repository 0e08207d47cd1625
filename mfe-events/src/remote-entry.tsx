import { Route, Routes } from 'shared-kit/router';
import { CatalogueGate } from 'shared-kit/i18n';
import { NotFound, ServerMarkup, Skeleton } from 'shared-kit/ui';
import { CareerEventsPage } from './features/career-events/components/career-events-page';
import { loadEventsMessages } from './locales';
import './events.css';

/** The events area (exposed as `./routes`), rendered by the shell under its root splat route. */
export default function EventsRoutes() {
  return (
    <div className="events-area">
      {/* Until the area's messages are loaded: the server's markup of the page, else a skeleton. */}
      <CatalogueGate load={loadEventsMessages} fallback={<ServerMarkup fallback={<Skeleton height={320} />} />}>
        <Routes>
          <Route path="/career-events" element={<CareerEventsPage />} />
          {/* Event entry routes, landings and app pages come in later issues. */}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </CatalogueGate>
    </div>
  );
}
