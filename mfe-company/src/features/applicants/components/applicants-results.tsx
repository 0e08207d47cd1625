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
  emptyHint,
}: {
  request: Request<ApplicantListData>;
  reload: () => void;
  view: 'list' | 'pipeline';
  showJob: boolean;
  hrefFor: (page: number) => string;
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
  // under the "New" tab moves it out), the order it was opened in is kept, so Next still goes on from it.
  const order = useRef<number[]>([]);
  if (data) {
    const ids = data.applicants.map((applicant) => applicant.id);
    if (open === null || ids.includes(open)) order.current = ids;
  }
  const at = open === null ? -1 : order.current.indexOf(open);
  const siblings = {
    previous: at > 0 ? (order.current[at - 1] ?? null) : null,
    next: at >= 0 ? (order.current[at + 1] ?? null) : null,
    index: Math.max(at, 0),
    total: at >= 0 ? order.current.length : 0,
  };

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
        onStep={setOpen}
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
