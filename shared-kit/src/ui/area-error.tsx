import { Button } from './button';

export type AreaErrorProps = {
  title?: string;
  message?: string;
  onRetry?: () => void;
};

/** Fallback of an area (a remote) that failed to load or crashed: the rest of the site keeps working. */
export function AreaError({
  title = 'This part of the page could not be loaded',
  message = 'Please check your connection and try again.',
  onRetry,
}: AreaErrorProps) {
  return (
    <section role="alert" aria-live="assertive" className="sk-area-error">
      <h2>{title}</h2>
      <p>{message}</p>
      {onRetry && <Button onClick={onRetry}>Try again</Button>}
    </section>
  );
}
