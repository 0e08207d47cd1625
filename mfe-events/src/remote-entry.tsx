import { Route, Routes } from 'shared-kit/router';
import { NotFound } from 'shared-kit/ui';
import { CareerEventsPage } from './features/career-events/components/career-events-page';
import './events.css';

/** The events area (exposed as `./routes`), rendered by the shell under its root splat route. */
export default function EventsRoutes() {
  return (
    <div className="events-area">
      <Routes>
        <Route path="/career-events" element={<CareerEventsPage />} />
        {/* Event entry routes, landings and app pages come in later issues. */}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
