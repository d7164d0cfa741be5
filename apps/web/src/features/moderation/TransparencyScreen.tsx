import {
  APPEAL_OUTCOME_LABELS,
  APPEAL_REVIEW_DAYS,
  MODERATION_DECISION_LABELS,
  type TransparencyQuery,
  type TransparencyReport,
} from '@lien/contract';
import { todayInParis } from '@lien/contract/rules';
import { type FormEvent, type ReactNode, useState } from 'react';
import { errorText } from '../../api/client';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { Screen } from '../../ui/Screen';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { longDate } from './format';
import styles from './Moderation.module.css';
import { downloadTransparencyCsv, useTransparencyQuery } from './queries';

const LOAD_FAILED = 'Le rapport n’a pas pu être chargé. Veuillez réessayer.';
const DOWNLOAD_FAILED = 'Le fichier n’a pas pu être téléchargé. Veuillez réessayer.';

/** The last whole month before today (Paris): the period the page opens on. */
export function lastMonth(today = todayInParis()): TransparencyQuery {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

const hours = (value: number | null) =>
  value === null ? '—' : `${value.toLocaleString('fr-FR', { maximumFractionDigits: 1 })}\u00a0h`;

/** A two-column table of figures with a caption and row headers, for screen readers. */
function Figures({ caption, head, rows }: { caption: string; head: string; rows: [ReactNode, ReactNode][] }) {
  return (
    <div className={styles.figures}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head}</th>
            <th scope="col">Nombre</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value], index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed rows, never reordered
            <tr key={index}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Report({ report }: { report: TransparencyReport }) {
  return (
    <>
      <Figures
        caption="Signalements reçus, par motif"
        head="Motif"
        rows={[
          ...report.reportsByReason.map((row): [ReactNode, ReactNode] => [row.reason, row.count]),
          ['Total', report.reportsReceived],
        ]}
      />
      <Figures
        caption="Décisions, par mesure"
        head="Mesure"
        rows={[
          ...report.decisionsByKind.map((row): [ReactNode, ReactNode] => [
            MODERATION_DECISION_LABELS[row.decision],
            row.count,
          ]),
          ['Total', report.decisionsTaken],
        ]}
      />
      <Figures
        caption="Décisions, par mesure et par fondement"
        head="Mesure — fondement"
        rows={report.decisionsByGround.map((row) => [
          `${MODERATION_DECISION_LABELS[row.decision]} — ${row.ground}`,
          row.count,
        ])}
      />
      <Figures
        caption="Contestations"
        head="Contestations"
        rows={[
          ['Reçues', report.appealsReceived],
          ...report.appealOutcomes.map((row): [ReactNode, ReactNode] => [
            APPEAL_OUTCOME_LABELS[row.outcome],
            row.count,
          ]),
          [`Répondues après ${APPEAL_REVIEW_DAYS} jours`, report.appealsAnsweredLate],
        ]}
      />
      <Figures
        caption="Délais et mesures"
        head="Indicateur"
        rows={[
          ['Délai médian, du signalement à la décision', hours(report.medianHoursToDecide)],
          ['Délai médian, de la contestation à la réponse', hours(report.medianHoursToAnswerAppeal)],
          ['Suspensions', report.suspensions],
          ['Fermetures de compte', report.bans],
        ]}
      />
    </>
  );
}

/**
 * /moderation/transparence (issue #29): the transparency report of a period (DSA art. 15 and 24) —
 * counts and medians only, no member in it — and the same as a CSV file.
 */
export function TransparencyScreen() {
  const [draft, setDraft] = useState<TransparencyQuery>(() => lastMonth());
  const [period, setPeriod] = useState<TransparencyQuery>(draft);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const report = useTransparencyQuery(period);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDownloadError(null);
    setPeriod(draft);
  };
  const download = () => {
    setDownloadError(null);
    downloadTransparencyCsv(period).catch((failure: unknown) =>
      setDownloadError(errorText(failure, DOWNLOAD_FAILED)),
    );
  };

  return (
    <Screen title="Rapport de transparence" backTo="/moderation">
      <p>
        Ce que l’équipe de modération a reçu et décidé sur la période choisie, en chiffres seulement
        (règlement européen sur les services numériques, articles 15 et 24). Aucun membre n’y est nommé.
      </p>
      <form className={styles.period} onSubmit={submit} noValidate>
        <TextField
          label="Du"
          type="date"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          label="Au"
          type="date"
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <Button type="submit">Afficher</Button>
      </form>
      <section
        className={styles.section}
        aria-labelledby="transparency-figures"
        aria-busy={report.isFetching}
      >
        <h2 id="transparency-figures" className={styles.heading}>
          Du {longDate(`${period.from}T12:00:00Z`)} au {longDate(`${period.to}T12:00:00Z`)}
        </h2>
        {report.isPending && <Spinner />}
        {report.isError && <FormError>{errorText(report.error, LOAD_FAILED)}</FormError>}
        {report.data && (
          <>
            <Report report={report.data} />
            <p>
              <Button variant="secondary" onClick={download}>
                Télécharger le fichier CSV
              </Button>
            </p>
            {downloadError && <FormError>{downloadError}</FormError>}
          </>
        )}
      </section>
    </Screen>
  );
}
