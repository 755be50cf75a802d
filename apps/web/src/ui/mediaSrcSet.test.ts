import { describe, expect, it } from 'vitest';
import { mediaSrcSet } from './mediaSrcSet';

describe('mediaSrcSet', () => {
  it('offers the smaller copies of a stored picture, then the picture itself', () => {
    expect(mediaSrcSet('http://localhost:8000/media/meal_images/ab12.webp')).toBe(
      [
        'http://localhost:8000/media/w/160/meal_images/ab12.webp 160w',
        'http://localhost:8000/media/w/320/meal_images/ab12.webp 320w',
        'http://localhost:8000/media/w/640/meal_images/ab12.webp 640w',
        'http://localhost:8000/media/w/960/meal_images/ab12.webp 960w',
        'http://localhost:8000/media/meal_images/ab12.webp 1600w',
      ].join(', '),
    );
  });

  it('leaves other pictures (elsewhere, or a local preview) to their one source', () => {
    expect(mediaSrcSet('https://example.com/pictures/soup.jpg')).toBeUndefined();
    expect(mediaSrcSet('blob:http://localhost:8000/1f2e')).toBeUndefined();
    expect(mediaSrcSet('http://localhost:8000/media/outbox/mail.eml')).toBeUndefined();
  });
});
