/**
 * The sign-language video block plays a recording with its German WebVTT subtitles as soon as a
 * source is configured. No recording ships with the site, so the test makes its own: Chromium
 * records a short WebM from a canvas (captureStream + MediaRecorder). A loopback server serves the
 * block as the component renders it with that source, the clip, and the subtitles the production
 * build generated from videos.yaml (site/dist, so it runs with the browser tests after the build).
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { load as loadYaml } from 'js-yaml';
import type { Browser, Page } from 'playwright-core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '@servicestandard/testkit';
import { SignLanguageVideo, type Video } from './SignLanguageVideo.tsx';

interface VideoEntry extends Video {
  captions: { start: string; end: string; text: string }[];
}

const CLIP_PATH = '/test/aufnahme.webm';
let server: Server;
let origin: string;
let clip: Buffer = Buffer.alloc(0);
let entry: VideoEntry;
let vtt = '';
let page: Page;
let browser: Browser;

/** Records about two seconds of a moving canvas as WebM in the page and returns the bytes. */
async function recordClip(target: Page): Promise<Buffer> {
  const base64 = await target.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    document.body.append(canvas);
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp8' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    let frame = 0;
    const draw = () => {
      context.fillStyle = `hsl(${(frame * 7) % 360} 60% 40%)`;
      context.fillRect(0, 0, 320, 180);
      context.fillStyle = '#fff';
      context.fillRect((frame * 4) % 320, 70, 40, 40);
      frame++;
      if (recorder.state === 'recording') requestAnimationFrame(draw);
    };
    recorder.start(250);
    draw();
    setTimeout(() => recorder.stop(), 2000);
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

beforeAll(async () => {
  const videos = loadYaml(await readFile(new URL('../../content/videos.yaml', import.meta.url), 'utf8')) as VideoEntry[];
  entry = videos[0]!;
  expect(entry.src, 'Der Test setzt voraus, dass für dieses Video noch keine Aufnahme konfiguriert ist.').toBeUndefined();
  // The subtitles exactly as the production build serves them.
  const dist = process.env['SITE_OUT_DIR'] ?? new URL('../../../dist/', import.meta.url).pathname;
  vtt = await readFile(`${dist}/untertitel/${entry.id}.vtt`, 'utf8');
  const block = renderToStaticMarkup(createElement(SignLanguageVideo, { video: { ...entry, src: CLIP_PATH } }));
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Videotest</title></head><body><main>${block}</main></body></html>`;

  server = createServer((request, response) => {
    if (request.url === '/') response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
    else if (request.url === '/aufnehmen') response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Aufnahme</title><body></body>');
    else if (request.url === CLIP_PATH && clip.length > 0) response.writeHead(200, { 'Content-Type': 'video/webm', 'Content-Length': clip.length }).end(clip);
    else if (request.url === `/untertitel/${entry.id}.vtt`) response.writeHead(200, { 'Content-Type': 'text/vtt; charset=utf-8' }).end(vtt);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  browser = await launchBrowser();
  page = await browser.newPage({ locale: 'de-DE' });
  await page.goto(`${origin}/aufnehmen`);
  clip = await recordClip(page);
});

afterAll(async () => {
  await page?.close();
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('sign-language video with a configured source', () => {
  it('records a real WebM test clip', () => {
    // EBML magic number of a Matroska/WebM file.
    expect(clip.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(clip.length).toBeGreaterThan(1000);
  });

  it('plays the recording and loads the German subtitle track with its cues', async () => {
    await page.goto(origin + '/');
    const video = page.locator('video[data-sign-video]');
    expect(await video.count()).toBe(1);
    expect(await page.locator('.sign-video', { hasText: 'Noch keine Aufnahme' }).count()).toBe(0);
    expect(await page.locator('video track').getAttribute('srclang')).toBe('de');

    // The clip has no sound; muted playback needs no user gesture.
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await page.waitForFunction(() => (document.querySelector('video') as HTMLVideoElement).currentTime > 0.5);
    // The track settles as loaded or as failed; only loaded passes.
    await page.waitForFunction(() => (document.querySelector('video track') as HTMLTrackElement).readyState >= HTMLTrackElement.LOADED);
    expect(await page.locator('video track').evaluate((track: HTMLTrackElement) => track.readyState)).toBe(2);

    const state = await video.evaluate((element: HTMLVideoElement) => {
      const track = element.textTracks[0]!;
      return {
        error: element.error?.code ?? null,
        time: element.currentTime,
        kind: track.kind,
        language: track.language,
        label: track.label,
        mode: track.mode,
        cues: [...(track.cues ?? [])].map((cue) => (cue as VTTCue).text),
        active: [...(track.activeCues ?? [])].map((cue) => (cue as VTTCue).text),
      };
    });
    expect(state.error).toBeNull();
    expect(state.time).toBeGreaterThan(0.5);
    expect(state).toMatchObject({ kind: 'captions', language: 'de', label: 'Deutsch', mode: 'showing' });
    expect(state.cues).toEqual(entry.captions.map((cue) => cue.text));
    // The first caption runs from 0 to 4.3 s and is on screen while the clip plays.
    expect(state.active).toEqual([entry.captions[0]!.text]);
  });

  it('keeps the full text below the video', async () => {
    const text = await page.locator('.sign-video details').textContent();
    expect(text).toContain(entry.transcript.split('\n')[0]!.slice(0, 40));
  });
});
