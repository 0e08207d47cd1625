import { useEffect, useRef, useState } from 'react';
import { translate, useTranslate } from 'shared-kit/i18n';
import type { Request } from 'shared-kit/http';
import { notify } from 'shared-kit/notify';
import { useNavigate } from 'shared-kit/router';
import { AreaError, EmptyState, PageSkeleton, Pagination } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';
import type { Applicant, ApplicantList as ApplicantListData, Stage } from '../api/types';
import { updateApplicant } from '../api/update-applicant';
import { useApplicantParam } from '../hooks/use-applicant-param';
import { ApplicantDrawer } from './applicant-drawer';
import type { Siblings, StepTarget } from './applicant-steps';
import { ApplicantList } from './applicant-list';
import { BulkBar } from './bulk-bar';
import { PipelineBoard } from './pipeline-board';
import { RejectDialog } from './reject-dialog';
import { STAGE_LABELS } from './stage';

/**
 * The answer of one applicants list (either page): loading, error, empty, the list or the pipeline, the bulk
 * actions on the ticked rows, paging, and the applicant's drawer. `reload` asks the page to fetch the list again.
 */
export function ApplicantsResults({
  request,
  reload,
  view,
  showJob,
  hrefFor,
  loadPage,
  emptyHint,
}: {
  request: Request<ApplicantListData>;
  reload: () => void;
  view: 'list' | 'pipeline';
  showJob: boolean;
  hrefFor: (page: number) => string;
  /** Another page of the same list, for Previous and Next across the end of this one. */
  loadPage: (page: number) => Promise<ApplicantListData>;
  emptyHint: string;
}) {
  const t = useTranslate<CompanyMessageId>();
  const navigate = useNavigate();
  const [open, setOpen] = useApplicantParam();
  const [selected, setSelected] = useState<number[]>([]);
  const [moving, setMoving] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<Applicant | null>(null);
  // While a change is being reloaded the list stays on screen (no flash of the skeleton under the drawer).
  const last = useRef<ApplicantListData | null>(null);
  if (request.status === 'success') last.current = request.data;
  else if (request.status === 'error') last.current = null;
  const data = last.current;

  // Previous and Next follow the list as the api orders it (newest first), whatever the view: a stage change moves
  // a card to another column but not in this order. While the open applicant has left the list (opening a new one
  // under the "New" tab moves it out), the order it was opened in is kept, so Next still goes on from it. At either
  // end of a page they go on to the neighbouring page, and the counter counts over every page of the list.
  const order = useRef<Order>({ ids: [], page: 1, lastPage: 1, total: 0 });
  if (data) {
    const ids = data.applicants.map((applicant) => applicant.id);
    if (open === null || ids.includes(open)) {
      order.current = { ids, page: data.currentPage, lastPage: data.lastPage, total: data.total };
    }
  }
  const siblings = siblingsOf(order.current, open);
  const stepping = useRef(false);

  async function step(to: StepTarget) {
    if ('id' in to) {
      setOpen(to.id);
      return;
    }
    if (stepping.current) return;
    stepping.current = true;
    try {
      const { applicants } = await loadPage(to.page);
      const row = to.edge === 'first' ? applicants[0] : applicants[applicants.length - 1];
      if (row) navigate(withApplicant(hrefFor(to.page), row.id));
    } catch {
      notify.error(translate('company.applicants.error' satisfies CompanyMessageId));
    } finally {
      stepping.current = false;
    }
  }

  // A new page or filter is a new list: ticks on rows no longer shown would act unseen.
  useEffect(() => {
    if (data) setSelected((ids) => ids.filter((id) => data.applicants.some((applicant) => applicant.id === id)));
  }, [data]);

  async function move(applicant: Applicant, stage: Stage) {
    if (stage === applicant.stage) return;
    if (stage === 'rejected') {
      setRejecting(applicant);
      return;
    }
    setMoving(applicant.id);
    try {
      await updateApplicant(applicant.id, { stage });
      notify.success(
        translate('company.applicants.moved' satisfies CompanyMessageId, {
          name: applicant.candidate.name,
          stage: translate(STAGE_LABELS[stage]),
        }),
      );
      reload();
    } catch {
      // The http client has shown the server's notice; the card keeps its stage.
    } finally {
      setMoving(null);
    }
  }

  let body = <PageSkeleton shape="rows" label={t('company.applicants.loading')} />;
  if (request.status === 'error') {
    body = <AreaError message={t('company.applicants.error')} onRetry={request.retry} />;
  } else if (data && data.applicants.length === 0) {
    body = <EmptyState title={t('company.applicants.empty')}>{emptyHint}</EmptyState>;
  } else if (data) {
    body = (
      <>
        <BulkBar
          ids={selected}
          onDone={() => {
            setSelected([]);
            reload();
          }}
        />
        {view === 'pipeline' ? (
          <PipelineBoard
            applicants={data.applicants}
            counts={data.counts}
            selected={selected}
            onSelect={setSelected}
            onOpen={setOpen}
            onMove={(applicant, stage) => void move(applicant, stage)}
            moving={moving}
          />
        ) : (
          <ApplicantList
            applicants={data.applicants}
            selected={selected}
            onSelect={setSelected}
            onOpen={setOpen}
            showJob={showJob}
          />
        )}
        <Pagination
          page={data.currentPage}
          pageCount={data.lastPage}
          hrefFor={hrefFor}
          onNavigate={(page) => navigate(hrefFor(page))}
          label={t('company.applicants.pages')}
        />
      </>
    );
  }

  return (
    <>
      {body}
      <ApplicantDrawer
        id={open}
        onClose={() => setOpen(null)}
        onChanged={reload}
        siblings={siblings}
        onStep={(to) => void step(to)}
        // Opening a new application marks it viewed on the server: the list behind says so too.
        onLoaded={(applicant) => {
          if (data?.applicants.some((row) => row.id === applicant.id && row.stage === 'new')) reload();
        }}
      />
      {rejecting && (
        <RejectDialog
          name={rejecting.candidate.name}
          rejection={null}
          open
          onClose={() => {
            setRejecting(null);
            reload();
          }}
          onReject={() => updateApplicant(rejecting.id, { stage: 'rejected' })}
          onSaveMessage={(message) => updateApplicant(rejecting.id, { rejection: message })}
        />
      )}
    </>
  );
}

/** The ids of the page the open applicant was found on, and where that page sits in the whole list. */
type Order = { ids: number[]; page: number; lastPage: number; total: number };

/** Previous, Next and the "N of M" of the open applicant, over every page of the list. */
function siblingsOf({ ids, page, lastPage, total }: Order, open: number | null): Siblings {
  const at = open === null ? -1 : ids.indexOf(open);
  if (at < 0) return { previous: null, next: null, index: 0, total: 0 };
  const previous = at > 0 ? { id: ids[at - 1] as number } : page > 1 ? { page: page - 1, edge: 'last' as const } : null;
  const next =
    at < ids.length - 1
      ? { id: ids[at + 1] as number }
      : page < lastPage
        ? { page: page + 1, edge: 'first' as const }
        : null;
  // Every page but the last is full, so its length is the page size; the last page ends the list.
  const before = page < lastPage ? (page - 1) * ids.length : Math.max(total - ids.length, 0);
  return { previous, next, index: before + at, total: Math.max(total, before + ids.length) };
}

/** `href` (a list page's path) with the drawer open on `id`. */
function withApplicant(href: string, id: number) {
  const url = new URL(href, window.location.origin);
  url.searchParams.set('applicant', String(id));
  return url.pathname + url.search;
}
