import { describe, expect, it } from 'vitest';
import { classifyVideo, isVideoServiceUrl } from './video.ts';

describe('classifyVideo', () => {
  it.each([
    ['/media/video/reel.mp4', 'native'],
    ['https://cdn.example.com/a/b.MOV?x=1', 'native'],
    ['clip.webm', 'native'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube'],
    ['https://youtube.com/shorts/abcDEF12345', 'youtube'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'youtube'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&list=x', 'youtube'],
    ['https://vimeo.com/76979871', 'vimeo'],
    ['https://player.vimeo.com/video/76979871', 'vimeo'],
    ['https://example.com/player/123', 'other'],
    ['https://www.youtube.com/channel/xyz', 'other'],
  ])('%s is %s', (url, kind) => {
    expect(classifyVideo(url).kind).toBe(kind);
  });

  it('builds embed URLs', () => {
    expect(classifyVideo('https://youtu.be/dQw4w9WgXcQ').src).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(classifyVideo('https://vimeo.com/76979871').src).toBe(
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('accepts only the two services as video links', () => {
    expect(isVideoServiceUrl('https://vimeo.com/1')).toBe(true);
    expect(isVideoServiceUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(true);
    expect(isVideoServiceUrl('https://evil.example.com/video.mp4')).toBe(false);
  });
});
