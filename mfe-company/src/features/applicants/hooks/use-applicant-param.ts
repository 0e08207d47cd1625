import { useSearchParams } from 'shared-kit/router';

/**
 * The applicant open in the drawer, kept in the URL as `?applicant={id}` beside the list's own parameters, so a
 * link to it opens it and Back closes it.
 */
export function useApplicantParam() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('applicant'));
  const open = Number.isInteger(raw) && raw > 0 ? raw : null;
  const set = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('applicant');
      else next.set('applicant', String(id));
      return next;
    });
  return [open, set] as const;
}
