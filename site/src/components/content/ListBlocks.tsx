/** Dated lists and media blocks placed in MDX pages (see docs/inhalte.md). */
import type { ReactNode } from 'react';
import { kontakt } from '@servicestandard/kontakt';
import { formatPartialDate, isoPartialDate, type PartialDate } from '../../lib/dates.ts';
import { Provisional } from '../blocks/Kontakt.tsx';
import { buildAnalytics } from '../../lib/analytics.ts';
import { AdrStatusBadge, type AdrStatus } from './AdrStatusBadge.tsx';

const dateFormat = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
export const formatDate = (date: Date) => dateFormat.format(date);
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export interface Update {
  id: string;
  date: PartialDate;
  title: string;
  category: 'standard' | 'website';
  /** Rendered, sanitised HTML. */
  html: string;
}

export function UpdatesList({ updates }: { updates: readonly Update[] }) {
  return (
    <>
      <p>
        <a href="/aktualisierungen.xml" type="application/atom+xml">
          Aktualisierungen als Atom-Feed abonnieren
        </a>
      </p>
      <ol className="updates-list">
        {updates.map((update) => (
          <li key={update.id} id={update.id}>
            <time dateTime={isoPartialDate(update.date)}>{formatPartialDate(update.date)}</time>
            {' · '}
            <span>{update.category === 'standard' ? 'Servicestandard' : 'Website'}</span>
            <h3>{update.title}</h3>
            <div dangerouslySetInnerHTML={{ __html: update.html }} />
          </li>
        ))}
      </ol>
    </>
  );
}

export interface Report {
  id: string;
  service: string;
  organisation: string;
  date: Date;
  summary: string;
  href: string;
}

export function ReportsList({ reports }: { reports: readonly Report[] }) {
  if (reports.length === 0) {
    return (
      <p>
        <strong>Bisher ist noch kein Prüfbericht veröffentlicht.</strong> Sobald ein Team der
        Veröffentlichung seines Berichts zustimmt, erscheint er hier mit Datum und Service.
      </p>
    );
  }
  return (
    <ol className="updates-list">
      {[...reports].sort((a, b) => b.date.getTime() - a.date.getTime()).map((report) => (
        <li key={report.id}>
          <time dateTime={isoDate(report.date)}>{formatDate(report.date)}</time>
          <h3>
            <a href={report.href}>{report.service}</a>
          </h3>
          <p>{report.organisation}</p>
          <p>{report.summary}</p>
        </li>
      ))}
    </ol>
  );
}

export interface Video {
  id: string;
  title: string;
  description: string;
  src?: string | undefined;
  transcript: string;
}

/**
 * One topic of the sign-language page. With a recording (`src` in videos.yaml) it plays the video
 * with its German WebVTT subtitles and keeps the text below; without one it says so and shows the
 * text the video is to sign.
 */
export function SignLanguageVideo({ video }: { video: Video }) {
  return (
    <section className="sign-video" aria-labelledby={`video-${video.id}`}>
      <h3 id={`video-${video.id}`}>{video.title}</h3>
      <p>{video.description}</p>
      {video.src ? (
        <>
          <video controls preload="metadata" width="640" height="360" data-sign-video="">
            <source src={video.src} type={video.src.endsWith('.webm') ? 'video/webm' : 'video/mp4'} />
            <track kind="captions" srcLang="de" label="Deutsch" src={`/untertitel/${video.id}.vtt`} default />
          </video>
          <details>
            <summary>Text des Videos: {video.title}</summary>
            {paragraphs(video.transcript)}
          </details>
        </>
      ) : (
        <>
          <p>
            <strong>Noch keine Aufnahme.</strong> Hier steht der Text, den das Video in Gebärdensprache zeigen soll:
          </p>
          <div className="sign-video__text">{paragraphs(video.transcript)}</div>
        </>
      )}
    </section>
  );
}

const paragraphs = (text: string) => text.split(/\n\s*\n/).map((paragraph, index) => <p key={index}>{paragraph}</p>);

export function SignLanguageVideos({ videos }: { videos: readonly Video[] }) {
  return (
    <>
      {videos.map((video) => (
        <SignLanguageVideo key={video.id} video={video} />
      ))}
    </>
  );
}

export interface AdrSummary {
  href: string;
  title: string;
  status: AdrStatus;
  date: Date;
  description: string;
}

export function AdrList({ adrs }: { adrs: readonly AdrSummary[] }) {
  return (
    <ol className="updates-list">
      {adrs.map((adr) => (
        <li key={adr.href}>
          <span>
            Architekturentscheidung <AdrStatusBadge status={adr.status} />
          </span>
          <h3>
            <a href={adr.href}>{adr.title}</a>
          </h3>
          <p>{adr.description}</p>
        </li>
      ))}
    </ol>
  );
}

/** The broken-link suggestion of the 404 page (SPEC §8, in German): a prefilled issue labelled bug. */
export function BrokenLinkReport() {
  const href = `${kontakt.issues}/new?issue[title]=${encodeURIComponent('Defekter Link')}&issue[description]=${encodeURIComponent('Die Seite wurde nicht gefunden. Adresse der Seite: ')}&add_labels=bug`;
  return (
    <p>
      <Provisional mark="Adresse vorläufig">
        <a href={href} target="_blank" rel="noopener noreferrer" data-broken-link-report="">
          Defekten Link auf openCode melden →<span className="visually-hidden"> (öffnet in neuem Tab)</span>
        </a>
      </Provisional>
    </p>
  );
}

/** Opt-out of anonymous usage statistics; works with the small script in src/scripts/analytics.ts. */
export function AnalyticsOptOut() {
  const active = buildAnalytics() !== undefined;
  return (
    <div className="info-box" data-analytics-optout="" data-analytics-active={active ? '' : undefined}>
      <p data-analytics-status="" aria-live="polite">
        {active ? 'Anonyme Nutzungsdaten werden derzeit erfasst.' : 'Diese Website erfasst zurzeit keine Nutzungsdaten.'}
      </p>
      <p>
        <button type="button" className="kern-btn kern-btn--primary" data-analytics-button="">
          <span className="kern-label">Anonyme Nutzungsdaten nicht speichern</span>
        </button>
      </p>
      <noscript>
        <p>Ohne JavaScript werden keine Nutzungsdaten erfasst; eine Einstellung ist dann nicht nötig.</p>
      </noscript>
    </div>
  );
}

/**
 * One of two texts on the privacy and cookie pages, chosen by the build: wenn="an" when this build
 * sends usage statistics (src/lib/analytics.ts), wenn="aus" otherwise. So the pages never describe
 * a processing that does not run.
 */
export function Statistik({ wenn, children }: { wenn: 'an' | 'aus'; children: ReactNode }) {
  const active = buildAnalytics() !== undefined;
  return (wenn === 'an') === active ? <>{children}</> : null;
}

/** The host that receives the usage statistics in this build. */
export function StatistikAdresse() {
  const analytics = buildAnalytics();
  return analytics ? <code>{new URL(analytics.endpoint).host}</code> : null;
}
