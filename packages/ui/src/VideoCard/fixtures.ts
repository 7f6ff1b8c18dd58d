import type { VideoCardData } from './VideoCard';

/**
 * A synthetic thumbnail: an SVG gradient with simple shapes, as a data URL, so stories and tests need
 * no network and no real media.
 */
export function syntheticThumb(hue: number, shape: 'circle' | 'square' | 'triangle' = 'circle'): string {
  const a = `hsl(${hue} 70% 45%)`;
  const b = `hsl(${(hue + 60) % 360} 75% 60%)`;
  const mark =
    shape === 'circle'
      ? '<circle cx="230" cy="80" r="46" fill="white" fill-opacity="0.35"/>'
      : shape === 'square'
        ? '<rect x="190" y="40" width="84" height="84" rx="10" fill="white" fill-opacity="0.35"/>'
        : '<path d="M230 30 L280 120 L180 120 Z" fill="white" fill-opacity="0.35"/>';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="320" height="180" fill="url(#g)"/><path d="M0 150 Q80 110 160 140 T320 130 V180 H0 Z" fill="black" fill-opacity="0.18"/>${mark}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const memberVideo: VideoCardData = {
  video_id: 1042,
  title: 'Sunset timelapse over the harbour',
  dir: 'sunset-timelapse-over-the-harbour',
  thumb: syntheticThumb(20),
  duration: 427,
  video_viewed: 15_320,
  props: { hd: 0, vr: 0 },
  user_id: 77,
  display_name: 'Kestrel',
  is_trusted: 0,
  content_source_dir: null,
  content_source_name: null,
};

export const channelVideo: VideoCardData = {
  ...memberVideo,
  video_id: 2001,
  title: 'Morning stretch routine for beginners',
  dir: 'morning-stretch-routine-for-beginners',
  thumb: syntheticThumb(200, 'square'),
  duration: 3725,
  video_viewed: 2_450_000,
  props: { hd: 1, vr: 0 },
  content_source_dir: 'north-studio',
  content_source_name: 'North Studio',
};

export const sampleVideos: VideoCardData[] = [
  memberVideo,
  channelVideo,
  {
    ...memberVideo,
    video_id: 3003,
    title: 'Walking tour of an old library',
    dir: 'walking-tour-of-an-old-library',
    thumb: syntheticThumb(140, 'triangle'),
    duration: 912,
    video_viewed: 999,
    props: { hd: 1, vr: 1 },
    display_name: 'Marigold',
    user_id: 91,
    is_trusted: 1,
  },
  {
    ...memberVideo,
    video_id: 3004,
    title: 'Rain on a tin roof, ten minutes',
    dir: 'rain-on-a-tin-roof',
    thumb: syntheticThumb(260),
    duration: 600,
    video_viewed: 0,
  },
  {
    ...channelVideo,
    video_id: 3005,
    title: 'Drone flight above autumn forest in 360 degrees',
    dir: 'drone-flight-autumn-forest',
    thumb: syntheticThumb(320, 'square'),
    duration: 185,
    video_viewed: 48_700,
    props: { hd: 0, vr: 1 },
  },
  {
    ...memberVideo,
    video_id: 3006,
    title: 'Pottery wheel basics',
    dir: 'pottery-wheel-basics',
    thumb: syntheticThumb(80, 'triangle'),
    duration: 1320,
    video_viewed: 1_000,
    content_source_dir: 'usersupload',
    content_source_name: 'usersupload',
  },
];

/** Several thumbnails of one video, for the hover rotation. */
export const rotationThumbs: string[] = [
  memberVideo.thumb,
  syntheticThumb(60, 'square'),
  syntheticThumb(110, 'triangle'),
  syntheticThumb(170),
];

/** A synthetic 2-second preview clip (a colour sweep, 96 × 54 WebM, no sound) as a data URL. */
export const previewClip =
  'data:video/webm;base64,GkXfo59ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQJChYECGFOAZwEAAAAAAAQWEU2bdLpNu4tTq4QVSalmU6yBoU27i1OrhBZUrmtTrIHYTbuMU6uEElTDZ1OsggEeTbuMU6uEHFO7a1OsggQA7AEAAAAAAABZAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAVSalmsirXsYMPQkBNgI1MYXZmNTkuMjcuMTAwV0GNTGF2ZjU5LjI3LjEwMESJiECgmgAAAAAAFlSua8GuAQAAAAAAADjXgQFzxYgGs3oe2Un1KpyBACK1nIN1bmSIgQCGhVZfVlA5g4EBI+ODhAdzWUDgibCBYLqBNpqBAhJUw2dAgXNzoGPAgGfImkWjh0VOQ09ERVJEh41MYXZmNTkuMjcuMTAwc3PbY8CLY8WIBrN6HtlJ9SpnyKVFo4dFTkNPREVSRIeYTGF2YzU5LjM3LjEwMCBsaWJ2cHgtdnA5Z8iiRaOIRFVSQVRJT05Eh5QwMDowMDowMi4xMjUwMDAwMDAAAB9DtnVCVeeBAKOugQAAgIJJg0IABfADVgA4JBwYQgAAMGAAAHyp//+yEZ///uvIP//3KzLBkpYeAKOfgQB9AIYAQJKcAElAAANgAAAEQv///7Vr///5AyqAAKOcgQD6AIYAQJKcAErAAANgAAAEQkv////gZno4AKOhgQF3AIYAQJKcAEnAAANgAAAEQv/////Pq3////6M4KOAo5+BAfQAhgBAkpwASKAAA2AAAARC/////+gB///OFD8Ao6GBAnEAhgBAkpwAR4AAA2AAAARC/////+LU/////2wyjUCjoIEC7gCGAECSnABG4AADYAAABEL///+ko/////ubwUcAo6GBA2sAhgBAkpwARkAAA2AAAARC/////9rO/////1yVi0Cjn4ED6ACGAECSnABFwAADYAAABEL/////9q+X//jwiOCjoYEEZQCGAECSnABFQAADYAAABEL/////6qO/////qoHGoKOcgQTiAIYAwJKcAEEAAANgAAAEQkv////9F7eH4KOigQVfAIYAQJKcAETgAANgAAAEQv/////r1j/////aOOqAAKOhgQXcAIYAQJKcAERgAANgAAAEQv/////2Qr///9dykcAAo6KBBlkAhgBAkpwARAAAA2AAAARC//////L2H////9894agAo6GBBtYAhgBAkpwAQ6AAA2AAAARC////26P/////dfaDUACjooEHUwCGAECSnABDQAADYAAABEL/////79n/////7Y/QagCjoYEH0ACGAECSnABDAAADYAAABEL/////+ywJ///0iUWgABxTu2uRu4+zgQC3iveBAfGCAaXwgQM=';

/** A title that gets the '(fake)' label of §9. */
export const fakeLabelledVideo: VideoCardData = {
  ...memberVideo,
  video_id: 4001,
  title: 'Hidden cam on the bird feeder',
  dir: 'hidden-cam-on-the-bird-feeder',
  thumb: syntheticThumb(100, 'circle'),
};

/** The fixture at `index`, failing loudly when there is none (tests and stories). */
export function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no fixture at ${index}`);
  return item;
}
