import { globalStyle, style } from '@vanilla-extract/css';

globalStyle('body', {
  margin: 0,
  fontFamily: 'system-ui, sans-serif',
  background: '#fff',
  color: '#1a1a1a',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: '8px 16px',
  borderBottom: '1px solid #ddd',
});

export const brand = style({ fontWeight: 700, fontSize: 20, color: 'inherit', textDecoration: 'none' });

export const button = style({
  font: 'inherit',
  padding: '8px 14px',
  border: '1px solid #555',
  borderRadius: 6,
  background: '#fff',
  color: 'inherit',
  cursor: 'pointer',
});

export const overlay = style({ position: 'fixed', inset: 0, background: 'rgb(0 0 0 / 50%)' });

export const dialog = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  width: 'min(320px, 85vw)',
  boxSizing: 'border-box',
  padding: 16,
  background: '#fff',
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
});

export const main = style({ padding: 16 });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
});

export const card = style({ display: 'block', color: 'inherit', textDecoration: 'none' });

export const thumb = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: 6,
  background: '#eee',
});

export const title = style({ margin: '6px 0 2px', fontSize: 15, fontWeight: 600 });

export const meta = style({ margin: 0, fontSize: 13, color: '#555' });
