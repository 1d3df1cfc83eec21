import type { Video } from '../../lib/site-data.ts';
import { contentMessages as m } from '@servicestandard/messages/content';

export type { Video };

const paragraphs = (text: string) => text.split(/\n\s*\n/).map((paragraph, index) => <p key={index}>{paragraph}</p>);

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
            <track kind="captions" srcLang="de" label={m.captionsLabel} src={`/untertitel/${video.id}.vtt`} default />
          </video>
          <details>
            <summary>{m.videoText(video.title)}</summary>
            {paragraphs(video.transcript)}
          </details>
        </>
      ) : (
        <>
          <p>
            <strong>{m.noRecordingTitle}</strong> {m.noRecording}
          </p>
          <div className="sign-video__text">{paragraphs(video.transcript)}</div>
        </>
      )}
    </section>
  );
}

/** Every topic of videos.yaml, in file order. */
export function SignLanguageVideos({ videos }: { videos: readonly Video[] }) {
  return (
    <>
      {videos.map((video) => (
        <SignLanguageVideo key={video.id} video={video} />
      ))}
    </>
  );
}
