import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../i18n/UiProvider';
import { Avatar, avatarSizes } from './Avatar';
import { initials } from './initials';

describe('given a name', () => {
  it.each([
    ['Kestrel', 'K'],
    ['Anna Maria Kowalska', 'AK'],
    ['john_doe', 'JD'],
    ['jean-luc.picard', 'JP'],
    ['  émile   zola ', 'ÉZ'],
    // A decomposed accent (e + combining acute) stays one initial, composed.
    ['e\u0301mile', '\u00c9'],
    // …even when the rest of the name is plain ASCII.
    ['o\u0308rjan berg', '\u00d6B'],
    ['lena z\u030cupan', 'L\u017d'],
    ['Ана Петрова', 'АП'],
    ['王小明', '王'],
    ['김 민준', '김민'],
    ['@kestrel', 'K'],
    ['🦊 Fox', 'F'],
    ['007 agent', '0A'],
    ['🦊', ''],
    ['', ''],
  ])('%j gives the initials %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('upper-cases by the locale’s rules', () => {
    expect(initials('ilker yıldız', 'tr')).toBe('İY');
    expect(initials('ilker yıldız', 'en')).toBe('IY');
  });
});

describe('given an Avatar without a picture', () => {
  it('shows the initials as an image named after the person', () => {
    render(<Avatar name="Anna Kowalska" />);
    const avatar = screen.getByRole('img', { name: 'Anna Kowalska' });
    expect(avatar).toHaveTextContent('AK');
  });

  it('shows a silhouette named "Anonymous" when the name has no letters', () => {
    render(<Avatar name="   " />);
    const avatar = screen.getByRole('img', { name: 'Anonymous' });
    expect(avatar).toHaveTextContent('');
    expect(avatar.querySelector('svg')).not.toBeNull();
  });

  it('keeps a name without letters as its accessible name', () => {
    render(<Avatar name="🦊" />);
    expect(screen.getByRole('img', { name: '🦊' })).toBeInTheDocument();
  });

  it('is hidden from assistive technology when decorative', () => {
    render(<Avatar name="Anna Kowalska" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('AK')).toBeInTheDocument();
  });

  it.each(avatarSizes)('renders at size %s', (size) => {
    const { container } = render(<Avatar name="Kestrel" size={size} />);
    expect(container.firstElementChild).toHaveAttribute('data-size', size);
  });

  it('translates the anonymous name', () => {
    render(
      <UiProvider locale="pl" messages={{ 'avatar.anonymous': 'Anonim' }}>
        <Avatar name="" />
      </UiProvider>,
    );
    expect(screen.getByRole('img', { name: 'Anonim' })).toBeInTheDocument();
  });
});

/** jsdom never loads images: this stand-in loads any `src` but `broken.png` on the next tick. */
class FakeImage extends EventTarget {
  complete = false;
  naturalWidth = 0;
  referrerPolicy = '';
  crossOrigin: string | null = null;
  set src(value: string) {
    setTimeout(() => {
      this.complete = true;
      const ok = !value.includes('broken');
      this.naturalWidth = ok ? 64 : 0;
      this.dispatchEvent(new Event(ok ? 'load' : 'error'));
    }, 0);
  }
}

describe('given an Avatar with a picture', () => {
  beforeEach(() => {
    vi.stubGlobal('Image', FakeImage);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the initials while loading, then the picture with the name as alt text', async () => {
    render(<Avatar name="Anna Kowalska" src="anna.png" />);
    expect(screen.getByRole('img', { name: 'Anna Kowalska' })).toHaveTextContent('AK');
    await vi.waitFor(() => expect(screen.getByRole('img').tagName).toBe('IMG'));
    const picture = screen.getByRole('img', { name: 'Anna Kowalska' });
    expect(picture).toHaveAttribute('src', 'anna.png');
    expect(screen.queryByText('AK')).not.toBeInTheDocument();
  });

  it('keeps the initials when the picture fails', async () => {
    render(<Avatar name="Anna Kowalska" src="broken.png" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('img', { name: 'Anna Kowalska' })).toHaveTextContent('AK');
    expect(document.querySelector('img')).toBeNull();
  });

  it('gives a decorative picture empty alt text', async () => {
    const { container } = render(<Avatar name="Anna Kowalska" src="anna.png" decorative />);
    await vi.waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});
