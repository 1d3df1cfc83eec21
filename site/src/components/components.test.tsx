import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Alert } from '@servicestandard/ui';
import { Step, Steps } from './blocks/Steps.tsx';
import { SignLanguageVideo } from './content/SignLanguageVideo.tsx';
import { Hero } from './layout/Hero.tsx';
import { Toc } from './layout/Toc.tsx';
import { Link } from './Link.tsx';

describe('Alert', () => {
  it('uses the default German titles per type', () => {
    const titles = (['info', 'success', 'warning', 'danger'] as const).map((type) => renderToStaticMarkup(<Alert type={type}>x</Alert>));
    expect(titles[0]).toContain('Hinweis');
    expect(titles[1]).toContain('Erfolg');
    expect(titles[2]).toContain('Warnung');
    expect(titles[3]).toContain('Fehler');
    expect(titles[3]).toContain('role="alert"');
    expect(renderToStaticMarkup(<Alert title="Eigener Titel">x</Alert>)).toContain('Eigener Titel');
  });
});

describe('table of contents', () => {
  const h = (depth: number, slug: string) => ({ depth, slug, text: slug });

  it('renders a native details element, open, titled Inhaltsverzeichnis', () => {
    const html = renderToStaticMarkup(<Toc entries={[h(2, 'ziel')]} />);
    expect(html).toContain('<details open="">');
    expect(html).toContain('Inhaltsverzeichnis');
    expect(html).toContain('href="#ziel"');
    expect(renderToStaticMarkup(<Toc entries={[]} />)).toBe('');
  });
});

describe('links and buttons', () => {
  it('opens external links in a new tab and says so', () => {
    const html = renderToStaticMarkup(<Link href="https://example.org">Ziel</Link>);
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('(öffnet in neuem Tab)');
    expect(renderToStaticMarkup(<Link href="/glossar">Glossar</Link>)).toBe('<a href="/glossar">Glossar</a>');
  });

  it('renders hero buttons with type and icon position', () => {
    const html = renderToStaticMarkup(
      <Hero title="T" descriptionHtml="D" buttons={[{ text: 'Feedback geben', type: 'secondary', icon: 'arrow-forward', iconPosition: 'left', href: '#feedback' }]} />,
    );
    expect(html).toContain('class="kern-btn kern-btn--secondary"');
    expect(html).toContain('href="#feedback"');
    expect(html).toMatch(/<\/svg><span class="kern-label">Feedback geben<\/span><\/a>/);
  });

  it('numbers steps with an id per step heading', () => {
    const html = renderToStaticMarkup(
      <Steps>
        <Step title="Ziele festlegen">Text</Step>
      </Steps>,
    );
    expect(html).toContain('<ol class="steps">');
    expect(html).toContain('id="ziele-festlegen"');
    expect(html).not.toContain('steps__level');
  });

  it('shows the bindingness of a criterion step as a badge with a text alternative, and what it means', () => {
    const html = renderToStaticMarkup(
      <Steps levelNote>
        <Step title="Erklärung veröffentlichen" level="MUSS">
          Text
        </Step>
      </Steps>,
    );
    expect(html).toContain('<p class="steps__level" data-verbindlichkeit="MUSS"><span class="kern-badge kern-badge--warning"><span class="kern-label"><span class="visually-hidden">Verbindlichkeit: </span>MUSS<span class="visually-hidden"> – verbindlich</span>');
    expect(html).toContain('verbindlich ist der Wortlaut der DIN SPEC 66336');
    expect(html).toContain('href="/glossar#verbindlichkeit"');
  });

  it('nests a step one level deeper with a prefixed id inside the Druckfassung', () => {
    const html = renderToStaticMarkup(<Step title="Ziele festlegen" level="KANN" placement={{ headingLevel: 4, idPrefix: 'k2-' }} />);
    expect(html).toMatch(/^<li class="steps__item"><h4 class="steps__title" id="k2-ziele-festlegen">Ziele festlegen<\/h4>/);
  });
});

describe('sign-language video', () => {
  const video = { id: 'willkommen', title: 'Willkommen', description: 'Begrüßung.', transcript: 'Erster Absatz.\n\nZweiter Absatz.' };

  it('plays the recording with German captions and shows the transcript', () => {
    // A fixture path only: real recordings are content entries the ministry supplies.
    const html = renderToStaticMarkup(<SignLanguageVideo video={{ ...video, src: '/test/beispiel.webm' }} />);
    expect(html).toContain('<video controls=""');
    expect(html).toContain('<track kind="captions" srcLang="de" label="Deutsch" src="/untertitel/willkommen.vtt"');
    expect(html).toContain('<p>Zweiter Absatz.</p>');
  });

  it('says that no recording exists and shows the text the video is to sign', () => {
    const html = renderToStaticMarkup(<SignLanguageVideo video={video} />);
    expect(html).not.toContain('<video');
    expect(html).not.toContain('<track');
    expect(html).toContain('Noch keine Aufnahme.');
    expect(html).toContain('<p>Erster Absatz.</p><p>Zweiter Absatz.</p>');
  });
});
