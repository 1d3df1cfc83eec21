/**
 * All assessments in this browser side by side: open, duplicate, rename, delete (with
 * confirmation), a comparison per criterion, and JSON export and import of everything.
 */
import { useState, type ChangeEvent } from 'react';
import { FieldError, TextField } from '@servicestandard/ui';
import { formatDateTime, formatGermanDate } from '../../lib/dates.ts';
import { t } from '@servicestandard/messages/selbstcheck';
import { LIMITS, type Assessment } from '../../lib/selbstcheck/schema.ts';
import { fulfilment, percentAnswered, type AssessmentResult } from '../../lib/selbstcheck/scoring.ts';
import type { CriterionContent } from '../../lib/selbstcheck/types.ts';
import { Dialog } from './Dialog.tsx';
import { ScrollTable } from './ScrollTable.tsx';

interface Props {
  assessments: readonly Assessment[];
  activeId: string | undefined;
  results: ReadonlyMap<string, AssessmentResult>;
  criteria: readonly CriterionContent[];
  importError: string | null;
  onOpen: (id: string) => void;
  onCreate: () => void;
  onDuplicate: (id: string) => void;
  onRename: (id: string, name: string) => void;
  onDelete: (id: string) => void;
  onExportAll: () => void;
  onImport: (file: File) => void;
}

type Pending = { kind: 'rename'; assessment: Assessment; name: string } | { kind: 'delete'; assessment: Assessment } | null;

const nameOf = (a: Assessment) => a.service.trim() || t.untitled;

export function ManageView(props: Props) {
  const { assessments, activeId, results, criteria, importError } = props;
  const [pending, setPending] = useState<Pending>(null);
  const [renameError, setRenameError] = useState(false);

  const close = () => {
    setPending(null);
    setRenameError(false);
  };

  const confirmRename = () => {
    if (pending?.kind !== 'rename') return;
    if (!pending.name.trim()) {
      setRenameError(true);
      return;
    }
    props.onRename(pending.assessment.id, pending.name.trim());
    close();
  };

  const confirmDelete = () => {
    if (pending?.kind !== 'delete') return;
    props.onDelete(pending.assessment.id);
    close();
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Reset, so choosing the same file again fires another change.
    event.target.value = '';
    if (file) props.onImport(file);
  };

  return (
    <section className="sc-view" aria-labelledby="selbstchecks">
      <h2 id="selbstchecks" tabIndex={-1}>
        {t.manageHeading}
      </h2>
      <p>{t.manageIntro}</p>
      <ul className="sc-cards">
        {assessments.map((assessment) => {
          const result = results.get(assessment.id)!;
          const rate = fulfilment(result.total);
          const active = assessment.id === activeId;
          const headingId = `sc-karte-${assessment.id}`;
          const name = nameOf(assessment);
          return (
            <li key={assessment.id}>
              <article className={active ? 'sc-card sc-card--active' : 'sc-card'} aria-labelledby={headingId}>
                <h3 id={headingId} className="sc-card__title">
                  {name}
                  {active && <span className="sc-badge">{t.opened}</span>}
                </h3>
                <dl className="sc-card__facts">
                  {assessment.team.trim() && (
                    <div>
                      <dt>{t.teamLabel}</dt>
                      <dd>{assessment.team}</dd>
                    </div>
                  )}
                  {assessment.checkDate && (
                    <div>
                      <dt>{t.dateLabel}</dt>
                      <dd>{formatGermanDate(assessment.checkDate)}</dd>
                    </div>
                  )}
                  <div>
                    <dt>{t.progressLabel}</dt>
                    <dd>
                      {t.overallProgress(result.total.answered, result.total.total)} ({percentAnswered(result.total)} %)
                    </dd>
                  </div>
                  {rate !== null && (
                    <div>
                      <dt>{t.columnFulfilment}</dt>
                      <dd>{rate} %</dd>
                    </div>
                  )}
                  <div>
                    <dt>{t.updatedAt}</dt>
                    <dd>{formatDateTime(new Date(assessment.updatedAt))}</dd>
                  </div>
                </dl>
                <div className="button-row">
                  {!active && (
                    <button type="button" className="kern-btn kern-btn--primary" aria-label={`${t.open}: ${name}`} onClick={() => props.onOpen(assessment.id)}>
                      <span className="kern-label">{t.open}</span>
                    </button>
                  )}
                  <button type="button" className="kern-btn kern-btn--secondary" aria-label={`${t.duplicate}: ${name}`} onClick={() => props.onDuplicate(assessment.id)}>
                    <span className="kern-label">{t.duplicate}</span>
                  </button>
                  <button type="button" className="kern-btn kern-btn--secondary" aria-label={`${t.rename}: ${name}`} onClick={() => setPending({ kind: 'rename', assessment, name: assessment.service })}>
                    <span className="kern-label">{t.rename}</span>
                  </button>
                  <button type="button" className="kern-btn kern-btn--secondary sc-btn--danger" aria-label={`${t.remove}: ${name}`} onClick={() => setPending({ kind: 'delete', assessment })}>
                    <span className="kern-label">{t.remove}</span>
                  </button>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      <p className="button-row">
        <button type="button" className="kern-btn kern-btn--primary" onClick={props.onCreate}>
          <span className="kern-label">{t.createNew}</span>
        </button>
      </p>

      {assessments.length > 1 && <Comparison assessments={assessments} results={results} criteria={criteria} />}

      <h3>{t.transferHeading}</h3>
      <p>{t.transferIntro}</p>
      <p className="button-row">
        <button type="button" className="kern-btn kern-btn--secondary" onClick={props.onExportAll}>
          <span className="kern-label">{t.exportAll}</span>
        </button>
      </p>
      <div className={importError ? 'kern-form-input kern-form-input--error sc-import' : 'kern-form-input sc-import'}>
        <label className="kern-label" htmlFor="sc-import">
          {t.importLabel}
        </label>
        <p className="kern-hint" id="sc-import-hint">
          {t.importHint}
        </p>
        <input
          id="sc-import"
          type="file"
          accept=".json,application/json"
          className="kern-form-input__input"
          aria-describedby={importError ? 'sc-import-hint sc-import-error' : 'sc-import-hint'}
          aria-invalid={importError ? true : undefined}
          onChange={onFile}
        />
        {importError && <FieldError id="sc-import-error" message={importError} />}
      </div>

      <Dialog
        open={pending?.kind === 'rename'}
        title={t.renameHeading}
        onClose={close}
        footer={
          <>
            <button type="button" className="kern-btn kern-btn--secondary" onClick={close}>
              <span className="kern-label">{t.cancel}</span>
            </button>
            <button type="submit" form="sc-umbenennen" className="kern-btn kern-btn--primary">
              <span className="kern-label">{t.renameSave}</span>
            </button>
          </>
        }
      >
        {pending?.kind === 'rename' && (
          <form
            id="sc-umbenennen"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              confirmRename();
            }}
          >
            <TextField
              id="sc-neuer-name"
              label={t.serviceLabel}
              required
              maxLength={LIMITS.name}
              autoComplete="off"
              value={pending.name}
              error={renameError ? t.serviceMissing : undefined}
              onChange={(name) => {
                setPending({ ...pending, name });
                setRenameError(false);
              }}
            />
          </form>
        )}
      </Dialog>

      <Dialog
        open={pending?.kind === 'delete'}
        title={pending?.kind === 'delete' ? t.deleteHeading(nameOf(pending.assessment)) : ''}
        onClose={close}
        fallbackFocus="selbstchecks"
        footer={
          <>
            <button type="button" className="kern-btn kern-btn--secondary" onClick={close}>
              <span className="kern-label">{t.cancel}</span>
            </button>
            <button type="button" className="kern-btn kern-btn--primary sc-btn--danger-solid" onClick={confirmDelete}>
              <span className="kern-label">{t.deleteConfirm}</span>
            </button>
          </>
        }
      >
        <p>{t.deleteBody}</p>
      </Dialog>
    </section>
  );
}

function Comparison({ assessments, results, criteria }: { assessments: readonly Assessment[]; results: ReadonlyMap<string, AssessmentResult>; criteria: readonly CriterionContent[] }) {
  return (
    <>
      <h3>{t.compareHeading}</h3>
      <ScrollTable
        captionId="sc-vergleich"
        caption={t.compareCaption}
        columns={[{ key: 'kriterium', label: t.columnCriterion }, ...assessments.map((a) => ({ key: a.id, label: nameOf(a), numeric: true }))]}
      >
        {criteria.map((criterion, i) => (
          <tr key={criterion.index}>
            <th scope="row" className="kern-table__header">
              {criterion.index}. {criterion.title}
            </th>
            {assessments.map((a) => {
              const r = results.get(a.id)!.criteria[i]!;
              const rate = fulfilment(r.tally);
              return (
                <td className="kern-table__cell kern-table__cell--numeric" key={a.id}>
                  {rate === null ? t.compareEmpty : `${rate} %`}
                  <span className="sc-table__state">{t.stateLabels[r.state]}</span>
                </td>
              );
            })}
          </tr>
        ))}
      </ScrollTable>
    </>
  );
}
