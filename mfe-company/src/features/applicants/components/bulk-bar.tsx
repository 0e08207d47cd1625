import { useState } from 'react';
import { translate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Button } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';
import { bulkUpdateApplicants } from '../api/bulk-update-applicants';
import type { Stage } from '../api/types';
import { BulkRejectDialog } from './reject-dialog';
import { StageSelect } from './stage';

/**
 * The actions on the ticked applicants: move them to a stage, or reject them with one message. Shown only while
 * some are ticked; its status line says how many.
 */
export function BulkBar({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const t = useTranslate<CompanyMessageId>();
  const [stage, setStage] = useState<Stage | ''>('');
  const [pending, setPending] = useState(false);
  const [rejecting, setRejecting] = useState(false);

  async function move() {
    if (!stage) return;
    if (stage === 'rejected') {
      setRejecting(true);
      return;
    }
    setPending(true);
    try {
      const updated = await bulkUpdateApplicants({ ids, action: 'move', stage });
      notify.success(translate('company.applicants.bulk.moved' satisfies CompanyMessageId, { count: updated }));
      setStage('');
      onDone();
    } catch {
      // The http client has shown the server's notice; nothing changed.
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="company-bulk" aria-label={t('company.applicants.bulk.label')}>
      <p role="status" className="company-bulk__count">
        {ids.length > 0 ? t('company.applicants.bulk.selected', { count: ids.length }) : ''}
      </p>
      {ids.length > 0 && (
        <div className="company-bulk__actions">
          <StageSelect
            label={t('company.applicants.bulk.moveTo')}
            value={stage}
            placeholder={t('company.applicants.bulk.chooseStage')}
            onChange={setStage}
          />
          <Button variant="secondary" loading={pending} disabled={!stage} onClick={() => void move()}>
            {t('company.applicants.bulk.move')}
          </Button>
          <Button variant="danger" onClick={() => setRejecting(true)}>
            {t('company.applicants.bulk.reject')}
          </Button>
        </div>
      )}
      <BulkRejectDialog
        count={ids.length}
        open={rejecting}
        onClose={() => setRejecting(false)}
        onReject={async (message) => {
          const updated = await bulkUpdateApplicants({ ids, action: 'reject', message });
          notify.success(translate('company.applicants.bulk.rejected' satisfies CompanyMessageId, { count: updated }));
          setStage('');
          onDone();
        }}
      />
    </section>
  );
}
