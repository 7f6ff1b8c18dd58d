// jsdom has no media playback: the player's tests stand in for load, play and pause, which fire the events a
// browser would. `canPlayType` answers as the test says (default: every type plays).
import { vi } from 'vitest';

export function stubMediaPlayback(canPlayType: (type: string) => CanPlayTypeResult = () => 'probably') {
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation(canPlayType);
}
