/** German subtitles of the sign-language videos as WebVTT, generated from videos.yaml. */
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';

export async function getStaticPaths() {
  const videos = await getCollection('videos');
  return videos.map((video) => ({ params: { id: video.id }, props: { video } }));
}

export const GET: APIRoute = ({ props }) => {
  const { video } = props as { video: { data: { captions: { start: string; end: string; text: string }[] } } };
  const cues = video.data.captions.map((cue, i) => `${i + 1}\n${cue.start} --> ${cue.end}\n${cue.text}`).join('\n\n');
  return new Response(`WEBVTT\n\n${cues}\n`, { headers: { 'Content-Type': 'text/vtt; charset=utf-8' } });
};
