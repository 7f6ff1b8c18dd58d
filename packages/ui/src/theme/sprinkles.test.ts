import { afterEach, describe, expect, it } from 'vitest';
import { sprinkles } from './sprinkles';

function styled(className: string) {
  const el = document.createElement('div');
  el.className = className;
  document.body.append(el);
  return getComputedStyle(el);
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('given sprinkles', () => {
  it('styles plain elements from the tokens', () => {
    const style = styled(sprinkles({ display: 'flex', flexDirection: 'column', textAlign: 'center' }));
    expect(style.display).toBe('flex');
    expect(style.flexDirection).toBe('column');
    expect(style.textAlign).toBe('center');
  });

  it('gives each layout condition its own class', () => {
    const all = sprinkles({ display: 'grid' });
    const mobile = sprinkles({ display: { mobile: 'grid' } });
    const desktop = sprinkles({ display: { desktop: 'grid' } });
    expect(new Set([all, mobile, desktop]).size).toBe(3);
    expect(sprinkles({ display: { all: 'grid', mobile: 'block' } }).split(' ')).toHaveLength(2);
  });

  it('takes the grid column counts as numbers, per condition', () => {
    const classes = sprinkles({ display: 'grid', gridTemplateColumns: { all: 'cards', mobile: 2 } });
    expect(classes.split(' ')).toHaveLength(3);
    expect(sprinkles({ gridTemplateColumns: 2 })).toBe(sprinkles({ gridTemplateColumns: { all: 2 } }));
  });

  it('expands shorthands to their properties', () => {
    expect(sprinkles({ paddingX: 'lg' }).split(' ').sort()).toEqual(
      [sprinkles({ paddingLeft: 'lg' }), sprinkles({ paddingRight: 'lg' })].sort(),
    );
    expect(sprinkles({ padding: 'md' }).split(' ')).toHaveLength(4);
  });

  it('knows its layout and look properties', () => {
    for (const property of ['gridTemplateColumns', 'gap', 'margin', 'background', 'color', 'borderRadius']) {
      expect(sprinkles.properties.has(property as never)).toBe(true);
    }
  });

  it('rejects values outside the tokens', () => {
    // @ts-expect-error: not a space token
    expect(() => sprinkles({ gap: '13px' })).toThrow();
  });
});
