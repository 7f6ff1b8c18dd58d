import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * Picture-in-picture for the player's video: whether the browser offers it (`document.pictureInPictureEnabled`,
 * known after mount, so the server's render and the first one in the browser agree), whether the video is
 * in it now (its `enterpictureinpicture`/`leavepictureinpicture` events), and a toggle.
 */
export function usePictureInPicture(videoRef: RefObject<HTMLVideoElement | null>) {
  const [supported, setSupported] = useState(false);
  const [active, setActive] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    setSupported(
      document.pictureInPictureEnabled === true && typeof video.requestPictureInPicture === 'function',
    );
    const enter = () => setActive(true);
    const leave = () => setActive(false);
    video.addEventListener('enterpictureinpicture', enter);
    video.addEventListener('leavepictureinpicture', leave);
    return () => {
      video.removeEventListener('enterpictureinpicture', enter);
      video.removeEventListener('leavepictureinpicture', leave);
    };
  }, [videoRef]);

  const toggle = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    // Refusals (no metadata yet, a policy) leave things as they are: the button stays as it was.
    if (document.pictureInPictureElement === video) {
      document.exitPictureInPicture().catch(() => undefined);
    } else {
      video.requestPictureInPicture().catch(() => undefined);
    }
  }, [videoRef]);

  return { supported, active, toggle };
}
