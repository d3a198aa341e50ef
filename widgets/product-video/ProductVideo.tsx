import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useCalls, useModel } from '../../src/mount';
import { Button, Dialog } from '../../src/ui';
import { productVideoMessages, type ProductVideoMessages } from './messages';
import { productVideoStep, startProductVideo, type ProductVideoCalls } from './model';
import './ProductVideo.css';
import type { ProductVideoPropsType, Video } from './schema';
import { gradeRange, imageLoading, playingVideo, productHref } from './selectors';
import { mediaUrl, videoFileUrl } from './videoUrl';

/**
 * Product videos: on a product page, a 'Play Video' button; on a search page, the video results, each with
 * 'Play Video' and 'View Product' (the first 4 images eager, the rest lazy). Either opens the player dialog: the
 * record's mp4 by the file pattern, its captions track when it has one, focus kept inside; closing (Escape, the
 * close button, the backdrop) pauses and rewinds the video and gives focus back to the button that opened it.
 */
export function ProductVideo(props: ProductVideoPropsType): ReactNode {
  const m = productVideoMessages();
  const { view, productId, term } = props;
  // A marker's props are fixed for the island's life: the query is asked for once, at mount.
  const calls = useCalls<ProductVideoCalls>();
  const [s, dispatch] = useModel(
    productVideoStep,
    () => startProductVideo(view === 'button' ? { productId: productId ?? '' } : { Ntt: term ?? '' }),
    () => ({ request: calls }),
  );
  const video = useRef<HTMLVideoElement>(null);

  const close = () => {
    const v = video.current;
    if (v) {
      v.pause();
      v.currentTime = 0;
    }
    dispatch({ type: 'closed' });
  };
  const open = (index: number) => dispatch({ type: 'opened', index });
  const current = playingVideo(s);

  const dialog = (
    <Dialog open={!!current} onClose={close} title={current?.name} closeLabel={m.close} className="sw-dialog--wide" initialFocusRef={video}>
      {current && <Player key={current.repositoryId} video={current} pattern={props.filePattern} videoRef={video} m={m} />}
    </Dialog>
  );

  if (view === 'button') {
    // While loading the button holds its place (busy); a product without a video shows nothing.
    if (s.status !== 'loading' && !s.videos.length) return null;
    return (
      <>
        <Button variant="secondary" aria-haspopup="dialog" busy={s.status === 'loading'} onClick={() => open(0)}>
          <PlayIcon />
          {m.playVideo}
        </Button>
        {dialog}
      </>
    );
  }

  if (s.status === 'loading') return <p className="sw-pv__note" aria-busy="true" />;
  if (s.status === 'failed' || !s.videos.length)
    return (
      <p className="sw-pv__note" role="status">
        {s.status === 'failed' ? m.failed : m.noResults}
      </p>
    );
  return (
    <>
      <ul className="sw-pv__list" aria-label={m.results}>
        {s.videos.map((v, i) => (
          <Result key={v.repositoryId + i} video={v} index={i} linkBase={props.linkBase} onPlay={() => open(i)} m={m} />
        ))}
      </ul>
      {dialog}
    </>
  );
}

function Result({ video, index, linkBase, onPlay, m }: { video: Video; index: number; linkBase: string; onPlay: () => void; m: ProductVideoMessages }) {
  const nameId = useId();
  const image = mediaUrl(video.mediaDisplayImage);
  const href = productHref(video, linkBase);
  const grades = gradeRange(video);
  return (
    <li className="sw-pv__item">
      {image && <img className="sw-pv__image" src={image} alt={video.name} width={320} height={180} loading={imageLoading(index)} decoding="async" />}
      <div className="sw-pv__text">
        <h2 className="sw-pv__name" id={nameId}>
          {video.name}
        </h2>
        {grades && (
          <p className="sw-pv__grades">
            {m.grades} {grades}
          </p>
        )}
        {video.description && <p className="sw-pv__desc">{video.description}</p>}
        <div className="sw-pv__actions">
          <Button aria-haspopup="dialog" aria-describedby={nameId} onClick={onPlay}>
            <PlayIcon />
            {m.playVideo}
          </Button>
          {href && (
            <a className="sw-button sw-button--secondary" href={href} aria-describedby={nameId}>
              {m.viewProduct}
            </a>
          )}
        </div>
      </div>
    </li>
  );
}

function Player({ video, pattern, videoRef, m }: { video: Video; pattern: string; videoRef: RefObject<HTMLVideoElement | null>; m: ProductVideoMessages }) {
  const src = videoFileUrl(video, pattern);
  const captions = mediaUrl(video.captionsUrl);
  const [broken, setBroken] = useState(!src);

  useEffect(() => {
    const v = videoRef.current;
    if (!v) return;
    // Opened by a click or a key press: the browser lets it start; if it refuses, the controls are there.
    v.play().catch(() => {});
    return () => v.pause();
  }, [videoRef]);

  return (
    <>
      <div className="sw-pv__frame">
        {src && (
          // oxlint-disable-next-line jsx-a11y/media-has-caption -- the captions track is there whenever the record has a captions file; a record without one has nothing to put in it
          <video ref={videoRef} className="sw-pv__video" controls playsInline preload="auto" poster={mediaUrl(video.mediaDisplayImage) ?? undefined} tabIndex={0} width={640} height={360}>
            <source src={src} type="video/mp4" onError={() => setBroken(true)} />
            {captions && <track kind="captions" src={captions} srcLang="en" label={m.captions} default />}
          </video>
        )}
      </div>
      {broken && (
        <p className="sw-pv__note" role="alert">
          {m.cannotPlay}
        </p>
      )}
      {video.description && <p className="sw-pv__desc">{video.description}</p>}
    </>
  );
}

const PlayIcon = () => (
  <svg className="sw-pv__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
  </svg>
);
