import { describe, expect, it, onTestFinished } from 'vitest';
import {
  createGitLabClient,
  feedbackMarker,
  issueDescription,
  issueTitle,
  neutraliseMarkdown,
  parseRetryAfter,
} from '../../src/plugins/gitlab.ts';
import { startGitLabStandIn } from '@servicestandard/testkit';

const ZWSP = '\u200B';

/** What must never survive in visitor text published on GitLab. */
function expectInert(output: string) {
  // GitLab runs a quick action for a line that starts with "/command".
  expect(output).not.toMatch(/^\/\w/m);
  // No raw HTML.
  expect(output).not.toMatch(/[<>]/);
  // No mention or reference sigil directly followed by its target.
  expect(output).not.toMatch(/[@#!%~$^*[][^\s\u200B]/);
  // Every & starts one of our entities.
  expect(output).not.toMatch(/&(?!(amp|lt|gt);)/);
  // No Markdown link ([text](url), [text][ref], [ref]: url) and no address GitLab would autolink.
  expect(output).not.toMatch(/\][([:]/);
  expect(output).not.toMatch(/[a-z][a-z0-9+.-]*:\/\//i);
  expect(output).not.toMatch(/\bwww\./i);
}

describe('neutraliseMarkdown', () => {
  it('stops quick actions, also after leading whitespace and with any line ending', () => {
    const input = '/close\n  /label ~bug\r\n/assign @me\r/unassign\tme';
    const output = neutraliseMarkdown(input);
    expect(output.split('\n')).toEqual([
      `${ZWSP}/close`,
      `  ${ZWSP}/label ~${ZWSP}bug`,
      `${ZWSP}/assign @${ZWSP}me`,
      `${ZWSP}/unassign\tme`,
    ]);
    expectInert(output);
  });

  it('stops mentions and references', () => {
    const output = neutraliseMarkdown('@all @gruppe/team #12 group/project#3 !7 %"Release 1" ~"a b" $4 &5 [vulnerability:1] *iteration:2 ![bild](https://tracker.example/p.png)');
    expect(output).toContain(`@${ZWSP}all`);
    expect(output).toContain(`#${ZWSP}12`);
    expect(output).toContain(`!${ZWSP}7`);
    expect(output).toContain(`&amp;${ZWSP}5`);
    expect(output).toContain(`!${ZWSP}[${ZWSP}bild]`);
    expectInert(output);
  });

  it('turns links written by visitors into plain text: the words and addresses stay, nothing to click', () => {
    const links = [
      '[Login hier](https://evil.example/phish)',
      '[Login hier]( https://evil.example/phish "Titel")',
      '[Login][1]\n\n[1]: https://evil.example/phish',
      '[Login][]\n[Login]: https://evil.example/phish',
      '![Bild](https://evil.example/p.png)',
      'Bitte hier klicken: https://evil.example/phish?a=1 oder HTTP://EVIL.EXAMPLE',
      'ftp://evil.example/datei und mailto:anna@evil.example',
      'www.evil.example/phish und WWW.Evil.Example',
      '[Text](javascript:alert(1)) und [Text](data:text/html,x)',
    ];
    for (const input of links) {
      const output = neutraliseMarkdown(input);
      expectInert(output);
      // Only zero-width spaces were added: the visitor's text reads the same.
      expect(output.replaceAll(ZWSP, '')).toBe(input);
    }
    expect(neutraliseMarkdown('[Login hier](https://evil.example/phish)')).toBe(`[${ZWSP}Login hier]${ZWSP}(https:${ZWSP}//evil.example/phish)`);
    // Brackets and colons in prose stay as they are.
    expect(neutraliseMarkdown('Kriterium 3 [siehe oben]: gut. Uhrzeit 10:30')).toBe(`Kriterium 3 [${ZWSP}siehe oben]${ZWSP}: gut. Uhrzeit 10:30`);
  });

  it('escapes HTML so it shows as text', () => {
    const output = neutraliseMarkdown('<img src=x onerror=alert(1)> & <script>alert(1)</script> &lt;b&gt;');
    expect(output).toBe(
      `&lt;img src=x onerror=alert(1)&gt; &amp; &lt;script&gt;alert(1)&lt;/script&gt; &amp;${ZWSP}lt;b&amp;${ZWSP}gt;`,
    );
    expectInert(output);
  });

  it('drops control characters but keeps text, umlauts, tabs and line breaks', () => {
    expect(neutraliseMarkdown('Grüße\u0000 an\u0007 alle\u001b\u0085\tund\nso € 100 % # Kapitel')).toBe(
      `Grüße an alle\tund\nso € 100 % # Kapitel`,
    );
  });

  it('leaves no way out for a fenced block or a line made of sigils', () => {
    const output = neutraliseMarkdown('```\n/close\n```\n/close\n@@@\n###x\n>>>\n/close\n>>>\n');
    expectInert(output);
  });
});

describe('issue text', () => {
  it('titles with the page and the first eight words', () => {
    expect(issueTitle('/ueber?x=1', 'Der  Kontrast der Links\nist auf dieser Seite leider viel zu gering.')).toBe(
      'Feedback zu /ueber: Der Kontrast der Links ist auf dieser Seite…',
    );
    expect(issueTitle('/', 'Kurz.')).toBe('Feedback zu /: Kurz.');
  });

  it('keeps titles within 255 characters and neutralised', () => {
    const title = issueTitle('/ueber', `${'x'.repeat(400)} @all`);
    expect([...title].length).toBe(255);
    expect(title.endsWith('…')).toBe(true);
    expect(issueTitle('/ueber', '@all #1 <b>')).toBe(`Feedback zu /ueber: @${ZWSP}all #${ZWSP}1 &lt;b&gt;`);
  });

  it('describes with the neutralised text, a rule, the page address and the marker', () => {
    const description = issueDescription(
      { id: '0b9f7a52-3f7e-4c1a-9d5e-2b8f3c4d5e6f', pagePath: '/ueber?x=1', description: '/close\nHallo @team' },
      'https://servicestandard.example',
    );
    expect(description).toBe(
      [
        `${ZWSP}/close\nHallo @${ZWSP}team`,
        '---',
        'Seite: <https://servicestandard.example/ueber?x=1>',
        'feedback-id: 0b9f7a52-3f7e-4c1a-9d5e-2b8f3c4d5e6f',
      ].join('\n\n'),
    );
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 12:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('bald', now)).toBeUndefined();
  });
});

describe('GitLab client against the stand-in', () => {
  const token = 'glpat-client-test-token';

  async function setUp(timeoutMs = 300) {
    const gitlab = await startGitLabStandIn({ token });
    onTestFinished(() => gitlab.close());
    const client = createGitLabClient({ apiUrl: gitlab.apiUrl, token }, { timeoutMs });
    return { gitlab, client };
  }

  it('creates an issue with the token header and comma-joined labels', async () => {
    const { gitlab, client } = await setUp();
    const result = await client.createIssue(4516, { title: 'T', description: 'D', labels: ['barriere', 'a11y'], confidential: true });
    expect(result).toEqual({ ok: true, value: { iid: 1, url: gitlab.issues[0]?.web_url } });
    expect(gitlab.issues[0]).toMatchObject({ title: 'T', description: 'D', labels: ['barriere', 'a11y'], confidential: true });
    expect(gitlab.requests[0]).toMatchObject({ method: 'POST', url: '/api/v4/projects/4516/issues', token });
  });

  it('reports GitLab refusals with status and Retry-After', async () => {
    const { gitlab, client } = await setUp();
    gitlab.failNext({ kind: 'rate-limited', retryAfterSeconds: 30 });
    expect(await client.createIssue(4516, { title: 'T', description: 'D', labels: [], confidential: false })).toMatchObject({
      ok: false,
      status: 429,
      retryAfterMs: 30_000,
    });
    expect(await client.createIssue(99, { title: 'T', description: 'D', labels: [], confidential: false })).toMatchObject({ ok: false, status: 404 });
    const wrongToken = createGitLabClient({ apiUrl: gitlab.apiUrl, token: 'wrong' }, { timeoutMs: 300 });
    expect(await wrongToken.createIssue(4516, { title: 'T', description: 'D', labels: [], confidential: false })).toMatchObject({ ok: false, status: 401 });
  });

  it('reports a timeout and a refused connection as "no answer"', async () => {
    const { gitlab, client } = await setUp(100);
    gitlab.failNext({ kind: 'slow', delayMs: 2_000 });
    expect(await client.createIssue(4516, { title: 'T', description: 'D', labels: [], confidential: false })).toMatchObject({
      ok: false,
      status: undefined,
      reason: 'timeout',
    });
    await gitlab.down();
    expect(await client.createIssue(4516, { title: 'T', description: 'D', labels: [], confidential: false })).toMatchObject({
      ok: false,
      status: undefined,
      reason: 'network error (ECONNREFUSED)',
    });
  });

  it('finds an issue only by the exact marker at the end of its description', async () => {
    const { client } = await setUp();
    const id = '0b9f7a52-3f7e-4c1a-9d5e-2b8f3c4d5e6f';
    await client.createIssue(4516, { title: 'quote', description: `${feedbackMarker(id)} quoted by someone\n\n---`, labels: [], confidential: false });
    expect(await client.findIssueByMarker(4516, id)).toEqual({ ok: true, value: undefined });
    await client.createIssue(4516, { title: 'real', description: `Text\n\n---\n\n${feedbackMarker(id)}`, labels: [], confidential: false });
    expect(await client.findIssueByMarker(4516, id)).toMatchObject({ ok: true, value: { iid: 2 } });
  });
});
